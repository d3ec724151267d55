import { Avatar, type AvatarProps } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

/** A locally uploaded raster avatar (never SVG, which can carry script); everything else goes through Avatar's safeImageSrc. */
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i;

export function isUploadedAvatar(src: string | null | undefined): src is string {
  return typeof src === 'string' && RASTER_DATA_URL.test(src);
}

export function UserAvatar({
  src,
  name,
  size,
  className,
  decorative,
}: Pick<AvatarProps, 'src' | 'name' | 'size' | 'className' | 'decorative'>) {
  if (isUploadedAvatar(src)) {
    const px = { xs: 'size-6', sm: 'size-8', md: 'size-10', lg: 'size-14', xl: 'size-24' }[size ?? 'md'];
    return <img src={src} alt={decorative ? '' : name} className={cn('shrink-0 rounded-full object-cover', px, className)} />;
  }
  return <Avatar src={src} name={name} size={size} className={className} decorative={decorative} />;
}
