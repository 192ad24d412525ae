export { SwissLocationMap, type SwissLocationMapProps } from './swiss-location-map';
