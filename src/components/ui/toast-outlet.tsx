import { Toaster, toast } from 'sonner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { BREAKPOINTS } from '@/hooks/use-width-class';

export { toast };

const TOP_OFFSET_PX = 84;
/** Below the sm breakpoint (SPEC §9), like the layout's phone styles. */
const PHONE = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;

/** sonner's outlet as the app places it; loaded with sonner, after the first paint (see ./toaster). */
export function ToastOutlet({ theme }: { theme: 'light' | 'dark' }) {
  // Phones: at the bottom, like a snackbar; at the top, under the navbar, a toast hid the page's title and first row.
  const phone = useMediaQuery(PHONE);
  return (
    <Toaster
      theme={theme}
      position={phone ? 'bottom-center' : 'top-right'}
      // Below the navbar (64 px, 76 px when it floats), so a toast never hides the user and cart menus.
      offset={{ top: TOP_OFFSET_PX }}
      richColors
      closeButton
      duration={4000}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
