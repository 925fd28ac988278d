'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { Icon } from '@/components/Icon';
import { PanelDialog } from '@/components/PanelDialog';
import { fill } from '@/lib/fill';
import type { Locale } from '@/lib/markets';
import { vehicleAdded } from './events';
import type { SelectorLabels } from './labels';
import { vehicleApi, type Garage, type Option } from './selector-api';
import { StepList } from './StepList';

type Step = 'year' | 'make' | 'model' | 'engine';
const SKIP_ENGINE = 0;

/** The year, make and model chosen so far: kept by the host, so a dialog closed half way opens where it was left. */
export interface Picks {
  year?: Option;
  make?: Option;
  model?: Option;
}

/** Year, then make, then model, then engine; or pick one of the garage's vehicles. */
export default function VehicleSelectorDialog({
  locale,
  aces,
  labels,
  vinHref,
  picks,
  onPicks,
  onClose,
}: {
  locale: Locale;
  aces: boolean;
  labels: SelectorLabels;
  vinHref: string;
  picks: Picks;
  onPicks: (picks: Picks) => void;
  onClose: () => void;
}) {
  const api = useMemo(() => vehicleApi(locale, aces), [locale, aces]);
  const router = useRouter();
  const [garage, setGarage] = useState<Garage | null>(null);
  const [mode, setMode] = useState<'loading' | 'garage' | 'add'>('loading');
  const { year, make, model } = picks;
  const setYear = (option: Option) => onPicks({ year: option });
  const setMake = (option: Option) => onPicks({ year, make: option });
  const setModel = (option: Option) => onPicks({ year, make, model: option });
  // Opened on a vehicle begun and left half way: that is taken up again; otherwise the garage comes first.
  const [resumed] = useState(picks.year !== undefined);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const step: Step = !year ? 'year' : !make ? 'make' : !model ? 'model' : 'engine';

  useEffect(() => {
    api
      .garage()
      .then((g) => (setGarage(g), setMode(g.vehicles.length && !resumed ? 'garage' : 'add')))
      .catch(() => setMode('add'));
  }, [api, resumed]);

  const done = (g: Garage) => {
    if (g.preferred) vehicleAdded(g.preferred);
    onPicks({});
    onClose();
    router.refresh();
  };

  const save = async (body: Parameters<typeof api.choose>[0]) => {
    setSaving(true);
    setSaveFailed(false);
    try {
      done(await api.choose(body));
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (vehicleKey: string) => {
    try {
      const g = await api.remove(vehicleKey);
      setGarage(g);
      if (!g.vehicles.length) setMode('add');
      router.refresh();
    } catch {
      setSaveFailed(true);
    }
  };

  const loadYears = useCallback(() => api.years(), [api]);
  const loadMakes = useCallback(() => api.makes(year!.id), [api, year]);
  const loadModels = useCallback(() => api.models(year!.id, make!.id), [api, year, make]);
  const loadEngines = useCallback(() => api.engines(year!.id, make!.id, model!.id), [api, year, make, model]);

  const chosen: { step: Step; option: Option | undefined; reset: () => void }[] = [
    { step: 'year', option: year, reset: () => onPicks({}) },
    { step: 'make', option: make, reset: () => onPicks({ year }) },
    { step: 'model', option: model, reset: () => onPicks({ year, make }) },
  ];
  const stepIndex = ['year', 'make', 'model', 'engine'].indexOf(step) + 1;

  return (
    <PanelDialog title={mode === 'garage' ? labels.garageTitle : garage?.vehicles.length ? labels.addTitle : labels.title} testId="vehicle-selector" closeLabel={labels.close} onClose={onClose} panelClassName="md:h-[80vh] md:w-[34rem]">
      <div className="flex min-h-0 flex-1 flex-col gap-3 p-4">
        {saveFailed ? (
          <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm">
            {labels.saveFailed}
          </p>
        ) : null}

        {mode === 'loading' ? <p className="text-sm text-muted">{labels.loading}</p> : null}

        {mode === 'garage' && garage ? (
          <>
            <ul className="divide-y divide-line rounded-md border border-line">
              {garage.vehicles.map((v) => {
                const current = garage.preferred?.vehicleKey === v.vehicleKey;
                return (
                  <li key={v.vehicleKey} className="flex items-center gap-2 p-3">
                    <Icon name="car" className="h-6 w-6 shrink-0 text-brand" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{v.name}</span>
                      {current ? <span className="text-xs font-semibold text-ok">{labels.current}</span> : null}
                    </span>
                    {current ? null : (
                      <BusyButton type="button" busy={saving} onClick={() => save({ vehicleKey: v.vehicleKey })} className="min-h-11 rounded border border-ink px-3 text-sm font-semibold hover:bg-panel">
                        {labels.select}
                      </BusyButton>
                    )}
                    <button
                      type="button"
                      onClick={() => remove(v.vehicleKey)}
                      aria-label={fill(labels.remove, { name: v.name })}
                      className="inline-flex h-11 w-11 items-center justify-center rounded hover:bg-panel"
                    >
                      <Icon name="close" className="h-5 w-5" />
                    </button>
                  </li>
                );
              })}
            </ul>
            <button type="button" onClick={() => setMode('add')} className="min-h-12 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
              {labels.addAnother}
            </button>
          </>
        ) : null}

        {mode === 'add' ? (
          <>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{fill(labels.stepOf, { step: stepIndex })}</p>
            {chosen.some((c) => c.option) ? (
              <ul className="flex flex-wrap gap-2">
                {chosen
                  .filter((c) => c.option)
                  .map((c) => (
                    <li key={c.step}>
                      <button
                        type="button"
                        onClick={c.reset}
                        aria-label={fill(labels.change, { step: labels.steps[c.step].toLowerCase() })}
                        className="inline-flex min-h-9 items-center gap-1 rounded-full bg-panel px-3 text-sm font-semibold hover:bg-line"
                      >
                        {c.option!.name}
                        <Icon name="close" className="h-4 w-4" />
                      </button>
                    </li>
                  ))}
              </ul>
            ) : null}
            {step === 'year' ? <StepList key="year" stepName={labels.steps.year} load={loadYears} onPick={setYear} labels={labels} /> : null}
            {step === 'make' ? <StepList key={`make-${year?.id}`} stepName={labels.steps.make} load={loadMakes} onPick={setMake} labels={labels} /> : null}
            {step === 'model' ? <StepList key={`model-${make?.id}`} stepName={labels.steps.model} load={loadModels} onPick={setModel} labels={labels} /> : null}
            {step === 'engine' ? (
              <StepList
                key={`engine-${model?.id}`}
                stepName={labels.steps.engine}
                load={loadEngines}
                extra={{ id: SKIP_ENGINE, name: labels.skipEngine }}
                onPick={(engine) =>
                  save({ year: year!.id, makeId: make!.id, modelId: model!.id, engineId: engine.id === SKIP_ENGINE ? undefined : engine.id })
                }
                labels={labels}
              />
            ) : null}
          </>
        ) : null}

        <a href={vinHref} className="text-center text-sm font-semibold text-brand-dark underline">
          {labels.vinLink}
        </a>
      </div>
    </PanelDialog>
  );
}
