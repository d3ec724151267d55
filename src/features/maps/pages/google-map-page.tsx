import { PlacesMapCard } from '../components/places-map-card';
import { StreetViewCard } from '../components/street-view-card';
import { BASIC, INFO_WINDOW } from '../data/places';
import { useMapProvider } from '../lib/use-map-provider';

/** Google Map demos (Basic, Info Window, Street View); an offline vector map without a key or network. */
export default function GoogleMapPage() {
  const provider = useMapProvider();
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <PlacesMapCard id="basic" demo={BASIC} provider={provider} />
      <PlacesMapCard id="infoWindow" demo={INFO_WINDOW} provider={provider} />
      <StreetViewCard provider={provider} className="xl:col-span-2" />
    </div>
  );
}
