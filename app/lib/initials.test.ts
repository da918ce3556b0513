import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials'

describe('initials avatars', () => {
  it('skip titles before a name, in Bengali and English', () => {
    expect(initialsOf('ড. মুহাম্মদ ইউনূস')).toBe('মই')
    expect(initialsOf('ডঃ মুহাম্মদ ইউনূস')).toBe('মই')
    expect(initialsOf('ডা. তাপস কান্তি মজুমদার')).toBe('তক')
    expect(initialsOf('মোঃ কাওসার হোসেন')).toBe('কহ')
    expect(initialsOf('মো. করিম')).toBe('ক')
    expect(initialsOf('আলহাজ্ব মাওলানা আব্দুল হক')).toBe('আহ')
    expect(initialsOf('Dr Muhammad Yunus')).toBe('MY')
    expect(initialsOf('Dr. A S M Imtiaz Hossain')).toBe('AS')
    expect(initialsOf('Md Kawsar Hossain')).toBe('KH')
    expect(initialsOf('Lt Gen (retd) M Harun-ar-Rashid')).toBe('MH')
    expect(initialsOf('Prof. Zahid Mahmud')).toBe('ZM')
  })

  it('keep ordinary names whole and never come out empty for a name', () => {
    expect(initialsOf('rahim uddin')).toBe('RU')
    expect(initialsOf('  করিম  ')).toBe('ক')
    expect(initialsOf('Dr.')).toBe('D')
    expect(initialsOf('"Rahim"')).toBe('R')
    expect(initialsOf('')).toBe('')
  })
})
