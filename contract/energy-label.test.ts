import { classColour } from '@/contract/energy-classes';
import { energyLabelSchema } from './energy-label';

const label = { scale: 'space_heater', class: 'A++', label_url: '/media/documents/energy/label-1.svg', sheet_url: '/media/documents/energy/datenblatt-1-de.pdf' };

describe('energy label contract', () => {
  test('a class must lie on the scale of its regulation', () => {
    expect(energyLabelSchema.safeParse(label).success).toBe(true);
    expect(energyLabelSchema.safeParse({ ...label, class: 'F' }).success).toBe(false);
    expect(energyLabelSchema.safeParse({ ...label, scale: 'water_heater', class: 'F' }).success).toBe(true);
    expect(energyLabelSchema.safeParse({ ...label, scale: 'water_heater', class: 'A+++' }).success).toBe(false);
  });

  test('the files are served below /media only', () => {
    expect(energyLabelSchema.safeParse({ ...label, label_url: 'https://elsewhere.example/label.svg' }).success).toBe(false);
  });

  test('the class colour follows the position on its scale: A is yellow on A+++..D, green on A+..F', () => {
    expect(classColour('space_heater', 'A+++')).toBe('#00a651');
    expect(classColour('space_heater', 'A')).toBe('#fff200');
    expect(classColour('water_heater', 'A')).toBe('#50b848');
    expect(classColour('storage_tank', 'F')).toBe('#ed1c24');
  });
});
