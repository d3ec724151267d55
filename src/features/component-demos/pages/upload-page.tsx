import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';
import { Uploader } from '../components/uploader';

export default function UploadPage() {
  const { t } = useTranslation('component-demos');
  return (
    <DemoGrid>
      <DemoCard
        title={t('upload.default')}
        description={t('upload.defaultText')}
        code={`<Uploader label="Choose files" maxSize={5 * 1024 * 1024} />`}
      >
        <Uploader label={t('upload.choose')} />
      </DemoCard>
      <DemoCard title={t('upload.automatic')} description={t('upload.automaticText')} code={`<Uploader auto label="Choose files" />`}>
        <Uploader auto label={t('upload.chooseAuto')} />
      </DemoCard>
      <DemoCard
        title={t('upload.multiple')}
        description={t('upload.multipleText')}
        code={`<Uploader auto maxFiles={3} maxSize={1024 * 1024} accept={['image/*']} />`}
      >
        <Uploader
          auto
          label={t('upload.chooseImages')}
          maxFiles={3}
          maxSize={1024 * 1024}
          accept={['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'image/gif']}
        />
      </DemoCard>
      <DemoCard
        title={t('upload.single')}
        description={t('upload.singleText')}
        code={`<Uploader multiple={false} accept={['application/pdf']} />`}
      >
        <Uploader multiple={false} label={t('upload.choosePdf')} accept={['application/pdf']} maxSize={2 * 1024 * 1024} />
      </DemoCard>
    </DemoGrid>
  );
}
