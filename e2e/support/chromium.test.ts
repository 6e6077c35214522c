import { findChromium, SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL, type ChromiumLookup } from './chromium';

const PACKAGED = '/project/node_modules/.cache/sparticuz-chromium-1.0.0/chromium';

/** A machine whose files are `present`; records what the lookup logged and whether it unpacked the package. */
function machine(
  env: ChromiumLookup['env'],
  present: string[],
  packaged: ChromiumLookup['packaged'] = () => ({ path: PACKAGED }),
  build?: ChromiumLookup['build'],
) {
  const logs: string[] = [];
  let unpacked = false;
  const lookup: ChromiumLookup = {
    env,
    exists: (file) => present.includes(file),
    packaged: () => {
      unpacked = true;
      return packaged();
    },
    log: (line) => logs.push(line),
    build,
  };
  return { find: () => findChromium(lookup), logs, unpacked: () => unpacked };
}

describe('which Chromium the journeys use', () => {
  test('CHROMIUM_PATH comes first when the file exists, before Debian chromium and the package', () => {
    const m = machine({ CHROMIUM_PATH: '/opt/chrome/chrome' }, ['/opt/chrome/chrome', SYSTEM_CHROMIUM]);
    expect(m.find()).toBe('/opt/chrome/chrome');
    expect(m.logs).toEqual([]);
    expect(m.unpacked()).toBe(false);
  });

  test('a CHROMIUM_PATH that points nowhere falls through to Debian chromium and says so', () => {
    const m = machine({ CHROMIUM_PATH: '/nonexistent' }, [SYSTEM_CHROMIUM]);
    expect(m.find()).toBe(SYSTEM_CHROMIUM);
    expect(m.logs).toEqual(['Chromium: CHROMIUM_PATH=/nonexistent does not exist, looking further.']);
    expect(m.unpacked()).toBe(false);
  });

  test('Debian chromium is used without unpacking the package', () => {
    const m = machine({}, [SYSTEM_CHROMIUM]);
    expect(m.find()).toBe(SYSTEM_CHROMIUM);
    expect(m.logs).toEqual([]);
    expect(m.unpacked()).toBe(false);
  });

  test("Debian's headless shell comes before the full browser; Lighthouse ('full') takes the full browser", () => {
    const both = [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM];
    expect(machine({}, both).find()).toBe(SYSTEM_HEADLESS_SHELL);
    expect(machine({}, both, undefined, 'full').find()).toBe(SYSTEM_CHROMIUM);
    expect(machine({}, [SYSTEM_HEADLESS_SHELL], undefined, 'full').find()).toBe(PACKAGED);
    expect(machine({ CHROMIUM_PATH: '/opt/chrome/chrome' }, ['/opt/chrome/chrome', ...both]).find()).toBe('/opt/chrome/chrome');
    expect(machine({ CHROMIUM_SKIP_SYSTEM: '1' }, both).find()).toBe(PACKAGED);
  });

  test('without Debian chromium the packaged Chromium is unpacked and used, and the log names what was tried', () => {
    const m = machine({ CHROMIUM_PATH: '/nonexistent' }, []);
    expect(m.find()).toBe(PACKAGED);
    expect(m.unpacked()).toBe(true);
    expect(m.logs).toEqual([
      'Chromium: CHROMIUM_PATH=/nonexistent does not exist, looking further.',
      `Chromium: ${PACKAGED} (from @sparticuz/chromium; tried CHROMIUM_PATH=/nonexistent (no such file), /usr/bin/chromium (not installed)).`,
    ]);
  });

  test('CHROMIUM_SKIP_SYSTEM=1 passes over an installed Debian chromium to the package', () => {
    const m = machine({ CHROMIUM_SKIP_SYSTEM: '1' }, [SYSTEM_CHROMIUM]);
    expect(m.find()).toBe(PACKAGED);
    expect(m.logs).toEqual([`Chromium: ${PACKAGED} (from @sparticuz/chromium; tried /usr/bin/chromium (skipped: CHROMIUM_SKIP_SYSTEM=1)).`]);
  });

  test('with no source left the error names every source tried and how to get one', () => {
    const m = machine({ CHROMIUM_PATH: '/nonexistent' }, [], () => ({ missing: 'no binary for darwin-arm64' }));
    expect(m.find).toThrow(
      "Chromium not found. Tried: CHROMIUM_PATH=/nonexistent (no such file); /usr/bin/chromium (not installed); @sparticuz/chromium (no binary for darwin-arm64). Run npm install, install Debian's chromium package or set CHROMIUM_PATH.",
    );
  });
});
