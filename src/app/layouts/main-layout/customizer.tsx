import { useState, type ReactNode } from 'react';
import { Check, DatabaseZap, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { FOOTER_TYPES, NAVBAR_TYPES, THEMES, usePreferences } from '@/lib/preferences.store';
import { BRAND_HEX } from '@/lib/colors';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { THEME_ICONS } from './theme-menu';
import { MockControlsPanel } from './mock-controls-panel';

/** Literal env check: a build without mocks drops the demo-data and fault panels with their imports. */
const MOCKS_IN_BUILD = import.meta.env.VITE_ENABLE_MOCKS !== 'false';

const PRESETS = [BRAND_HEX.primary, '#7367F0', '#28C76F', '#EA5455', '#FF9F43'] as const;

/** The gear tab on the right edge: theme, colour, layout options and "reset demo data". */
export function Customizer() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const [confirmReset, setConfirmReset] = useState(false);

  const resetDemoData = async () => {
    const { resetDb } = await import('@/mocks/db');
    resetDb();
    window.location.reload();
  };

  return (
    <Sheet>
      <SheetTrigger asChild>
        <button
          type="button"
          className="fixed top-1/2 right-0 z-40 flex size-10 -translate-y-1/2 items-center justify-center rounded-l-lg bg-primary-solid text-white shadow-lg transition hover:w-11 no-print"
          aria-label={t('customizer.open')}
        >
          <Settings className="size-5 animate-[spin_6s_linear_infinite]" aria-hidden="true" />
        </button>
      </SheetTrigger>
      <SheetContent side="right" className="w-96 gap-0 overflow-y-auto p-0" closeLabel={t('actions.close')}>
        <div className="border-b px-6 py-5">
          <SheetTitle className="text-lg font-semibold text-[var(--heading)]">{t('customizer.title')}</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{t('customizer.subtitle')}</SheetDescription>
        </div>
        <div className="flex flex-col gap-7 px-6 py-6">
          <Group label={t('customizer.mode')}>
            <div className="grid grid-cols-3 gap-2">
              {THEMES.map((theme) => {
                const Icon = THEME_ICONS[theme];
                return (
                  <Choice key={theme} pressed={prefs.theme === theme} onClick={() => prefs.setTheme(theme)}>
                    <Icon className="size-5" aria-hidden="true" />
                    {t(`themes.${theme}`)}
                  </Choice>
                );
              })}
            </div>
          </Group>
          <Group label={t('customizer.primary')}>
            <div className="flex flex-wrap items-center gap-2">
              {PRESETS.map((hex, i) => {
                const active = (prefs.primaryColor ?? BRAND_HEX.primary).toLowerCase() === hex.toLowerCase();
                return (
                  <button
                    key={hex}
                    type="button"
                    onClick={() => prefs.setLayout({ primaryColor: i === 0 ? null : hex })}
                    aria-pressed={active}
                    aria-label={t('customizer.colorPreset', { value: hex })}
                    className="flex size-9 items-center justify-center rounded-lg ring-offset-2 ring-offset-card transition hover:scale-105 aria-pressed:ring-2 aria-pressed:ring-foreground"
                    style={{ backgroundColor: hex }}
                  >
                    {active && <Check className="size-4 text-white drop-shadow" aria-hidden="true" />}
                  </button>
                );
              })}
              <label className="relative flex size-9 cursor-pointer items-center justify-center overflow-hidden rounded-lg border-2 border-dashed border-input text-xs text-muted-foreground">
                <span className="sr-only">{t('customizer.customColor')}</span>
                <input
                  type="color"
                  className="absolute inset-0 size-full cursor-pointer opacity-0"
                  value={prefs.primaryColor ?? BRAND_HEX.primary}
                  onChange={(e) => prefs.setLayout({ primaryColor: e.target.value })}
                />
                +
              </label>
            </div>
          </Group>
          <Group label={t('customizer.menu')}>
            <Toggle checked={prefs.sidebarCollapsed} onChange={(v) => prefs.setLayout({ sidebarCollapsed: v })} label={t('customizer.collapsed')} />
          </Group>
          <Group label={t('customizer.navbar')}>
            <div className="grid grid-cols-2 gap-2">
              {NAVBAR_TYPES.map((type) => (
                <Choice key={type} pressed={prefs.navbarType === type} onClick={() => prefs.setLayout({ navbarType: type })}>
                  {t(`customizer.types.${type}`)}
                </Choice>
              ))}
            </div>
          </Group>
          <Group label={t('customizer.footer')}>
            <div className="grid grid-cols-3 gap-2">
              {FOOTER_TYPES.map((type) => (
                <Choice key={type} pressed={prefs.footerType === type} onClick={() => prefs.setLayout({ footerType: type })}>
                  {t(`customizer.types.${type}`)}
                </Choice>
              ))}
            </div>
          </Group>
          <Group label={t('customizer.other')}>
            <Toggle checked={prefs.hideScrollToTop} onChange={(v) => prefs.setLayout({ hideScrollToTop: v })} label={t('customizer.hideScrollTop')} />
          </Group>
          {MOCKS_IN_BUILD && (
            <Group label={t('customizer.demoData')}>
              <p className="mb-3 text-sm text-muted-foreground">{t('customizer.demoDataText')}</p>
              {confirmReset ? (
                <div className="flex gap-2" role="group" aria-label={t('customizer.resetConfirm')}>
                  <Button color="danger" size="sm" onClick={() => void resetDemoData()}>
                    {t('customizer.resetConfirm')}
                  </Button>
                  <Button variant="outline" color="secondary" size="sm" onClick={() => setConfirmReset(false)}>
                    {t('actions.cancel')}
                  </Button>
                </div>
              ) : (
                <Button variant="outline" color="danger" size="sm" onClick={() => setConfirmReset(true)}>
                  <DatabaseZap aria-hidden="true" /> {t('customizer.reset')}
                </Button>
              )}
            </Group>
          )}
          {MOCKS_IN_BUILD && (
            <Group label={t('mockPanel.title')}>
              <MockControlsPanel />
            </Group>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{label}</h3>
      {children}
    </section>
  );
}

function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex flex-col items-center justify-center gap-1.5 rounded-lg border px-2 py-3 text-sm transition hover:border-primary',
        pressed ? 'border-primary bg-primary-soft font-medium text-primary-text' : 'text-foreground',
      )}
    >
      {children}
    </button>
  );
}

function Toggle({ checked, onChange, label }: { checked: boolean; onChange: (value: boolean) => void; label: string }) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 text-sm">
      {label}
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={cn('relative h-6 w-11 rounded-full transition-colors', checked ? 'bg-primary-solid' : 'bg-input')}
      >
        <span className={cn('absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform', checked && 'translate-x-5')} />
      </button>
    </label>
  );
}
