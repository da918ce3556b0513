import type { PointsSource } from '../../pack/geo'

/** Where geo/pois.json's points come from (README.md here): shown beside every list and map. */
export const pointsSource: PointsSource = {
  asOf: '2022-11',
  attribution: '© OpenStreetMap contributors',
  copyright: 'https://www.openstreetmap.org/copyright',
  dataset: 'https://github.com/RakibulHoque/kedro_101/blob/0934d4529ad02f7976aadb2e1bf4d043864fe22e/_101/data/02_intermediate/bdh3/csv/poi/Chittagong.csv',
}
