import { centresOfShop } from './fulfilment-centres';

const centre = (id: number, country_id: number) => ({ id, country_id, name: `centre ${id}` });
const CENTRES = [centre(0, 13), centre(1, 13), centre(2, 13), centre(3, 5), centre(4, 146), centre(5, 146)];

describe('the fulfilment centres of a shop', () => {
  test("each shop offers the central warehouse and its own country's centres, never another country's", () => {
    expect(centresOfShop(CENTRES, 13).map((c) => c.id)).toEqual([0, 1, 2]);
    expect(centresOfShop(CENTRES, 5).map((c) => c.id)).toEqual([0, 3]);
    expect(centresOfShop(CENTRES, 146).map((c) => c.id)).toEqual([0, 4, 5]);
  });

  test('the central warehouse (the default centre of every line) is offered wherever it stands', () => {
    expect(centresOfShop([centre(0, 13), centre(7, 13)], 146).map((c) => c.id)).toEqual([0]);
    expect(centresOfShop([], 13)).toEqual([]);
  });
});
