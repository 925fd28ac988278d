import { describe, expect, it } from 'vitest';
import { decideFitment } from './fitment-rules';

const camry = { baseVehicleId: 201502469 };

describe('fitment decision', () => {
  it('is universal for universal products whatever the vehicle', () => {
    expect(decideFitment([], camry, true)).toBe('UNIVERSAL');
  });

  it('does not fit without an application to the base vehicle', () => {
    expect(decideFitment([], camry)).toBe('DOES_NOT_FIT');
  });

  it('fits when an application covers the whole base vehicle', () => {
    expect(decideFitment([{ engineId: null, submodelId: null }], camry)).toBe('FITS');
  });

  it('needs more information when the engine decides and the shopper has not chosen one', () => {
    const oilFilter = [{ engineId: 12, submodelId: null }];
    expect(decideFitment(oilFilter, camry)).toBe('NEEDS_MORE_INFO');
    expect(decideFitment(oilFilter, { ...camry, engineId: 12 })).toBe('FITS');
    expect(decideFitment(oilFilter, { ...camry, engineId: 14 })).toBe('DOES_NOT_FIT');
  });

  it('weighs engine and submodel together', () => {
    const apps = [
      { engineId: 12, submodelId: 3 },
      { engineId: 14, submodelId: null },
    ];
    expect(decideFitment(apps, { ...camry, engineId: 12 })).toBe('NEEDS_MORE_INFO');
    expect(decideFitment(apps, { ...camry, engineId: 12, submodelId: 3 })).toBe('FITS');
    expect(decideFitment(apps, { ...camry, engineId: 12, submodelId: 4 })).toBe('DOES_NOT_FIT');
    expect(decideFitment(apps, { ...camry, engineId: 14, submodelId: 4 })).toBe('FITS');
  });
});
