import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { STREET_VIEW } from '../../data/places';
import type { GoogleMapsApi, GooglePanorama } from '../../lib/google-maps';
import { normalizeHeading } from '../../lib/heading';

export interface GoogleStreetViewProps {
  api: GoogleMapsApi;
  label: string;
  heading: number;
  /** The user dragged the panorama: report its new heading. */
  onHeadingChange: (heading: number) => void;
  className?: string;
}

/** Google Street View panorama of the fixed spot: drag to look around, zoom with the controls or the wheel. */
export function GoogleStreetView({ api, label, heading, onHeadingChange, className }: GoogleStreetViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const panoRef = useRef<GooglePanorama | null>(null);
  const headingRef = useRef(onHeadingChange);
  headingRef.current = onHeadingChange;

  useEffect(() => {
    if (!ref.current) return;
    const pano = new api.StreetViewPanorama(ref.current, {
      position: STREET_VIEW.position,
      pov: { heading: STREET_VIEW.heading, pitch: STREET_VIEW.pitch },
      zoom: 0,
      panControl: true,
      zoomControl: true,
      addressControl: true,
      fullscreenControl: false,
      motionTracking: false,
    });
    panoRef.current = pano;
    const listener = pano.addListener('pov_changed', () => headingRef.current(normalizeHeading(pano.getPov().heading)));
    return () => {
      listener.remove();
      pano.setVisible(false);
      panoRef.current = null;
    };
  }, [api]);

  useEffect(() => {
    const pano = panoRef.current;
    if (pano && normalizeHeading(pano.getPov().heading) !== heading) pano.setPov({ heading, pitch: pano.getPov().pitch });
  }, [heading]);

  return <div ref={ref} role="region" aria-label={label} className={cn('overflow-hidden rounded-md border bg-muted', className)} />;
}
