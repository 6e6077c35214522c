import { chosenColourStore, colourChosenFor } from './chosen-colour';

describe('chosen colour of a product page', () => {
  it('tells the gallery the colour chosen for its product only, and each change once', () => {
    const calls: number[] = [];
    const stop = chosenColourStore.subscribe(() => calls.push(1));
    chosenColourStore.set(12, 'Anthrazit');
    chosenColourStore.set(12, 'Anthrazit');
    expect(calls).toHaveLength(1);
    expect(colourChosenFor(chosenColourStore.get(), 12)).toBe('Anthrazit');
    // The next product page starts with the colour of its own URL.
    expect(colourChosenFor(chosenColourStore.get(), 13)).toBeUndefined();
    stop();
    chosenColourStore.set(13, 'Weiß');
    expect(calls).toHaveLength(1);
  });
});
