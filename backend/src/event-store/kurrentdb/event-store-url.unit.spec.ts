import { loadConfig, loadEventStoreUrl } from '../../config/app-config.js';

describe('EVENTSTORE_URL', () => {
  it('selects KurrentDB for esdb:// and kurrentdb:// strings, single node or discovered', () => {
    for (const url of ['esdb://127.0.0.1:2113?tls=false', 'kurrentdb://k:2113', 'esdb+discover://cluster.example:2113', 'kurrentdb+discover://a:2113,b:2113,c:2113']) {
      expect(loadEventStoreUrl(url)).toBe(url);
    }
  });

  it('leaves events in Postgres when unset or empty', () => {
    expect(loadEventStoreUrl(undefined)).toBeNull();
    expect(loadEventStoreUrl('')).toBeNull();
    expect(loadConfig({}).eventStoreUrl).toBeNull();
  });

  it('refuses anything else with a message naming the setting', () => {
    expect(() => loadEventStoreUrl('postgres://x/y')).toThrow(/EVENTSTORE_URL must be an esdb:\/\/ or kurrentdb:\/\//);
  });
});
