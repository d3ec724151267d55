import { ActivityTimelineCard } from '../components/activity-timeline-card';
import { ChatCard } from '../components/chat-card';
import { ContactFormCard } from '../components/gallery/contact-form-card';
import { PlaceCard, ReviewCard, WeatherCard } from '../components/gallery/place-cards';
import { ProductCard, ProductGoalsCard, ProductSalesCard } from '../components/gallery/product-cards';
import { ProfileCard } from '../components/gallery/profile-card';
import { CodeTabsCard, VerticalTabsCard } from '../components/gallery/tabs-cards';
import { VideoCard } from '../components/gallery/video-card';

/** Basic cards: each fed by its own mock call (SPEC §7) or local demo state. */
export default function CardBasicPage() {
  return (
    <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
      <ProductCard />
      <ProductSalesCard />
      <ProductGoalsCard />
      <ProfileCard id={89} />
      <ProfileCard id={58} />
      <ProfileCard id={16} />
      <PlaceCard />
      <WeatherCard />
      <ReviewCard />
      <div className="md:col-span-2">
        <VideoCard />
      </div>
      <ChatCard />
      <ActivityTimelineCard />
      <ContactFormCard />
      <CodeTabsCard />
      <div className="md:col-span-2 xl:col-span-3">
        <VerticalTabsCard />
      </div>
    </div>
  );
}
