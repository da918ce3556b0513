import type { ContentPack } from '../pack/schema'
import { offices, postOffices, unions } from './administration'
import { banks } from './banks'
import { conflicts } from './conflicts'
import { couriers } from './couriers'
import { institutions } from './education'
import { hotlines } from './emergency'
import { events } from './events'
import { facts } from './facts'
import { geography } from './geography'
import { doctors, healthFacilities } from './health'
import { history } from './history'
import { hotels } from './hotels'
import { journalists, mediaOrganizations } from './journalists'
import { fairs, markets } from './markets'
import { organizations } from './organizations'
import { people } from './people'
import { religiousPlaces } from './religious-places'
import { settings } from './settings'
import { shoppingMalls } from './shopping-malls'
import { places } from './tourism'
import { train } from './train'
import { transport, transportOverview } from './transportation'

/**
 * Every collection, assembled but not yet validated. index.ts parses it on import (so the app
 * and the build fail on a bad record); validate.ts and the unit test check it with safeParse so
 * they can report every problem instead of stopping at the first.
 */
export const packInput = {
  settings,
  facts,
  history,
  geography,
  offices,
  postOffices,
  unions,
  healthFacilities,
  doctors,
  hotlines,
  banks,
  couriers,
  hotels,
  shoppingMalls,
  journalists,
  mediaOrganizations,
  organizations,
  institutions,
  religiousPlaces,
  markets,
  fairs,
  places,
  transport,
  transportOverview,
  train,
  people,
  events,
  conflicts,
} satisfies ContentPack
