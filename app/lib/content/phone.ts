/**
 * The number a tel: link dials. Spec 2 §5: doctors and banks strip every character but digits
 * and +; hotels and malls strip dashes. Stripping everything but digits and + covers both.
 */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}

/** An OpenStreetMap link that drops a marker at the coordinates. */
export function osmLink(lat: number, lng: number, zoom = 15): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`
}
