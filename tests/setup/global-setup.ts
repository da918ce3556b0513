import { prepareTemplate } from './test-database'

/** Once before every test file: the migrated template database each file starts from. */
export default async function setup() {
  await prepareTemplate()
}
