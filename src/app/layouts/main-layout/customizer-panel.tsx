import { useId, useState, type RefObject } from 'react';
import { Check, DatabaseZap, Map as MapIcon, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FOOTER_TYPES, NAVBAR_TYPES, ROUTE_TRANSITIONS, THEMES, usePreferences, type RouteTransition } from '@/lib/preferences.store';
import { BRAND_HEX } from '@/lib/colors';
import { useWidthClass } from '@/hooks/use-width-class';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { THEME_ICONS } from './theme-menu';
import { MockControlsPanel } from './mock-controls-panel';
import { NAVBAR_PRESETS } from './navbar-color';
import { useTour } from './tour.store';
import { Choice, CHOICE_ROW, ColorPicker, Group, Toggle } from './customizer-controls';

/** Literal env check: a build without mocks drops the demo-data and fault panels with their imports. */
const MOCKS_IN_BUILD = import.meta.env.VITE_ENABLE_MOCKS !== 'false';

const PRESETS = [BRAND_HEX.primary, '#7367F0', '#28C76F', '#EA5455', '#FF9F43'] as const;

export interface CustomizerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The gear tab: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The customizer sheet: theme, colour, layout options, "reset demo data" and the mock-API panel. */
export default function CustomizerPanel({ open, onOpenChange, trigger }: CustomizerPanelProps) {
  const { t } = useTranslation('overlays');
  const prefs = usePreferences();
  const [confirmReset, setConfirmReset] = useState(false);
  const desktop = useWidthClass() === 'xl';
  const ids = useId();
  /** Id of a group's heading: its choice row and select are named by it. */
  const headingId = (name: string) => `${ids}-${name}`;

  const takeTour = () => {
    onOpenChange(false);
    // After the sheet has closed and handed focus back to its tab.
    window.setTimeout(() => useTour.getState().start(), 250);
  };

  const resetDemoData = async () => {
    const { resetDb } = await import('@/mocks/db');
    resetDb();
    window.location.reload();
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={prefs.rtl ? 'left' : 'right'}
        className="w-96 gap-0 overflow-y-auto p-0"
        hideClose
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          trigger.current?.focus();
        }}
      >
        <div className="relative border-b px-6 py-5 pe-12">
          <SheetClose className="absolute end-4 top-4 rounded-md p-1 text-muted-foreground transition hover:bg-muted hover:text-foreground">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('common:actions.close')}</span>
          </SheetClose>
          <SheetTitle className="text-lg font-semibold text-[var(--heading)]">{t('customizer.title')}</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{t('customizer.subtitle')}</SheetDescription>
        </div>
        <div className="flex flex-col gap-7 px-6 py-6">
          <Group label={t('customizer.mode')} labelId={headingId('mode')}>
            <div role="group" aria-labelledby={headingId('mode')} className={CHOICE_ROW}>
              {THEMES.map((theme) => {
                const Icon = THEME_ICONS[theme];
                return (
                  <Choice key={theme} pressed={prefs.theme === theme} onClick={() => prefs.setTheme(theme)}>
                    <Icon className="size-5" aria-hidden="true" />
                    {t(`common:themes.${theme}`)}
                  </Choice>
                );
              })}
            </div>
          </Group>
          <Group label={t('customizer.primary')} labelId={headingId('primary')}>
            <div role="group" aria-labelledby={headingId('primary')} className="flex flex-wrap items-center gap-2">
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
              <ColorPicker
                label={t('customizer.customColor')}
                value={prefs.primaryColor ?? BRAND_HEX.primary}
                custom={!!prefs.primaryColor && !PRESETS.some((hex) => hex.toLowerCase() === prefs.primaryColor?.toLowerCase())}
                onChange={(hex) => prefs.setLayout({ primaryColor: hex })}
              />
            </div>
          </Group>
          <Group label={t('customizer.navbarColor')} labelId={headingId('navbarColor')}>
            <div role="group" aria-labelledby={headingId('navbarColor')} className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                onClick={() => prefs.setLayout({ navbarColor: null })}
                aria-pressed={prefs.navbarColor === null}
                aria-label={t('customizer.navbarDefault')}
                className="flex size-9 items-center justify-center rounded-lg border bg-card ring-offset-2 ring-offset-card transition hover:scale-105 aria-pressed:ring-2 aria-pressed:ring-foreground"
              >
                {prefs.navbarColor === null && <Check className="size-4 text-foreground" aria-hidden="true" />}
              </button>
              {NAVBAR_PRESETS.map((hex) => {
                const active = prefs.navbarColor?.toLowerCase() === hex.toLowerCase();
                return (
                  <button
                    key={hex}
                    type="button"
                    onClick={() => prefs.setLayout({ navbarColor: hex })}
                    aria-pressed={active}
                    aria-label={t('customizer.navbarPreset', { value: hex })}
                    className="flex size-9 items-center justify-center rounded-lg ring-offset-2 ring-offset-card transition hover:scale-105 aria-pressed:ring-2 aria-pressed:ring-foreground"
                    style={{ backgroundColor: hex }}
                  >
                    {active && <Check className="size-4 text-white drop-shadow" aria-hidden="true" />}
                  </button>
                );
              })}
              <ColorPicker
                label={t('customizer.navbarCustom')}
                value={prefs.navbarColor ?? '#ffffff'}
                custom={!!prefs.navbarColor && !NAVBAR_PRESETS.some((hex) => hex.toLowerCase() === prefs.navbarColor?.toLowerCase())}
                onChange={(hex) => prefs.setLayout({ navbarColor: hex })}
              />
            </div>
          </Group>
          <Group label={t('customizer.menu')}>
            <Toggle
              checked={prefs.sidebarCollapsed}
              onChange={(v) => prefs.setLayout({ sidebarCollapsed: v })}
              label={t('customizer.collapsed')}
            />
          </Group>
          <Group label={t('customizer.navbar')} labelId={headingId('navbar')}>
            <div role="group" aria-labelledby={headingId('navbar')} className="grid grid-cols-2 gap-2">
              {NAVBAR_TYPES.map((type) => (
                <Choice key={type} pressed={prefs.navbarType === type} onClick={() => prefs.setLayout({ navbarType: type })}>
                  {t(`customizer.types.${type}`)}
                </Choice>
              ))}
            </div>
          </Group>
          <Group label={t('customizer.footer')} labelId={headingId('footer')}>
            <div role="group" aria-labelledby={headingId('footer')} className={CHOICE_ROW}>
              {FOOTER_TYPES.map((type) => (
                <Choice key={type} pressed={prefs.footerType === type} onClick={() => prefs.setLayout({ footerType: type })}>
                  {t(`customizer.types.${type}`)}
                </Choice>
              ))}
            </div>
          </Group>
          <Group label={t('customizer.direction')}>
            <Toggle checked={prefs.rtl} onChange={(v) => prefs.setLayout({ rtl: v })} label={t('customizer.rtl')} />
          </Group>
          <Group label={t('customizer.transition')} labelId={headingId('transition')}>
            <Select value={prefs.routeTransition} onValueChange={(v) => prefs.setLayout({ routeTransition: v as RouteTransition })}>
              <SelectTrigger aria-labelledby={headingId('transition')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ROUTE_TRANSITIONS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`customizer.transitions.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p className="mt-2 text-xs text-muted-foreground">{t('customizer.transitionHint')}</p>
          </Group>
          <Group label={t('customizer.other')}>
            <div className="flex flex-col gap-4">
              <Toggle
                checked={prefs.hideScrollToTop}
                onChange={(v) => prefs.setLayout({ hideScrollToTop: v })}
                label={t('customizer.hideScrollTop')}
              />
              {desktop && (
                <Button variant="outline" color="primary" size="sm" className="self-start" onClick={takeTour}>
                  <MapIcon aria-hidden="true" /> {t('tour.take')}
                </Button>
              )}
            </div>
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
                    {t('common:actions.cancel')}
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
