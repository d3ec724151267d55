import { useId, useState } from 'react';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { CartTotals } from '../store/cart-totals';
import { PriceDetails } from './price-details';

const OPTIONS = ['saved', 'card', 'netBanking', 'emi', 'cod'] as const;
type Option = (typeof OPTIONS)[number];

export function CheckoutPaymentStep({ totals, onPaid }: { totals: CartTotals; onPaid: () => void }) {
  const { t } = useTranslation('shop');
  const [option, setOption] = useState<Option>('saved');
  const [cvv, setCvv] = useState('');
  const [error, setError] = useState(false);
  const [gift, setGift] = useState(false);
  const [giftCode, setGiftCode] = useState('');
  const [giftError, setGiftError] = useState(false);
  const uid = useId();
  const pay = () => {
    if (option === 'saved' && !/^\d{3}$/.test(cvv)) return setError(true);
    setError(false);
    onPaid();
  };
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('payment.title')}</CardTitle>
            <CardDescription>{t('payment.subtitle')}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-5">
          <RadioGroup
            value={option}
            onValueChange={(v) => {
              setOption(v as Option);
              setError(false);
            }}
            aria-label={t('payment.title')}
            className="gap-3"
          >
            {OPTIONS.map((o) => (
              <div
                key={o}
                className="rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft/30"
              >
                <div className="flex items-center gap-3">
                  <RadioGroupItem value={o} id={`${uid}${o}`} />
                  <Label htmlFor={`${uid}${o}`} className="min-w-0 flex-1 cursor-pointer font-medium">
                    {o === 'saved' ? t('payment.savedCard') : t(`payment.options.${o}`)}
                  </Label>
                </div>
                {o === 'saved' && (
                  <div className="mt-3 grid gap-3 pl-7 sm:grid-cols-[1fr_auto] sm:items-end">
                    <div className="text-sm">
                      <p className="font-mono tracking-wider text-[var(--heading)]">•••• •••• •••• 4242</p>
                      <p className="text-muted-foreground">
                        {t('payment.holder', { name: 'John Doe' })} · {t('payment.expiry', { date: '12/28' })}
                      </p>
                    </div>
                    {option === 'saved' && (
                      <div className="grid gap-1">
                        <Label htmlFor={`${uid}cvv`}>{t('payment.cvv')}</Label>
                        <Input
                          id={`${uid}cvv`}
                          value={cvv}
                          onChange={(e) => setCvv(e.target.value.replace(/\D/g, '').slice(0, 3))}
                          // Not a form (the gift card has its own): Enter in the CVV pays, as Continue does.
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') {
                              e.preventDefault();
                              pay();
                            }
                          }}
                          inputMode="numeric"
                          autoComplete="cc-csc"
                          className="w-24"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${uid}cvv-error` : undefined}
                        />
                      </div>
                    )}
                  </div>
                )}
              </div>
            ))}
          </RadioGroup>
          {error && (
            <FieldError id={`${uid}cvv-error`} className="text-sm">
              {t('payment.cvvError')}
            </FieldError>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={pay}>{t('payment.continue')}</Button>
            <Button variant="link" onClick={() => setGift((g) => !g)} aria-expanded={gift}>
              <Gift aria-hidden="true" /> {t('payment.gift')}
            </Button>
          </div>
          {gift && (
            <form
              className="grid max-w-sm gap-1"
              onSubmit={(e) => {
                e.preventDefault();
                // The demo has no gift cards on file: any number is answered, never silently ignored.
                setGiftError(giftCode.trim() !== '');
              }}
            >
              <div className="flex gap-2">
                <Input
                  value={giftCode}
                  onChange={(e) => {
                    setGiftCode(e.target.value.slice(0, 20));
                    setGiftError(false);
                  }}
                  placeholder={t('payment.giftPlaceholder')}
                  aria-label={t('payment.giftPlaceholder')}
                  aria-invalid={giftError || undefined}
                  aria-describedby={giftError ? `${uid}gift-error` : undefined}
                  maxLength={20}
                />
                <Button type="submit" variant="outline">
                  {t('checkout.apply')}
                </Button>
              </div>
              {giftError && <FieldError id={`${uid}gift-error`}>{t('payment.giftInvalid')}</FieldError>}
            </form>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <PriceDetails totals={totals} totalLabel={t('payment.payable')} />
        </CardContent>
      </Card>
    </div>
  );
}
