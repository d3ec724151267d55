import { ArrowsDemo, DefaultDemo, DotsDemo, MultiRowDemo, MultipleDemo, ProgressDemo } from '../components/basic-demos';
import { AutoplayDemo, CoverflowDemo, CubeDemo, FadeDemo, ParallaxDemo } from '../components/motion-demos';
import { LazyDemo, ResponsiveDemo, ThumbsDemo } from '../components/other-demos';
import { VirtualDemo } from '../components/virtual-demo';

/** Fifteen embla carousel variants; every one swipes, drags and answers the arrow keys. */
export default function CarouselPage() {
  return (
    <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2 [&>*]:min-w-0">
      <DefaultDemo />
      <ArrowsDemo />
      <DotsDemo />
      <ProgressDemo />
      <MultipleDemo />
      <MultiRowDemo />
      <AutoplayDemo />
      <FadeDemo />
      <CubeDemo />
      <CoverflowDemo />
      <div className="xl:col-span-2">
        <ThumbsDemo />
      </div>
      <ParallaxDemo />
      <LazyDemo />
      <div className="xl:col-span-2">
        <ResponsiveDemo />
      </div>
      <div className="xl:col-span-2">
        <VirtualDemo />
      </div>
    </div>
  );
}
