export interface StandaloneConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

function stringField(raw: unknown, key: string): string {
  const value = typeof raw === 'object' && raw !== null ? Reflect.get(raw, key) : undefined;
  if (typeof value !== 'string' || value === '') {
    throw new Error(`portal-config.json: "${key}" must be a non-empty string.`);
  }
  return value;
}

/** The same run-time configuration file the shell reads, emitted into each role app's build too. */
export async function loadStandaloneConfig(): Promise<StandaloneConfig> {
  const response = await fetch('/portal-config.json');
  if (!response.ok) {
    throw new Error(`portal-config.json could not be loaded (HTTP ${response.status}).`);
  }
  const raw: unknown = await response.json();
  return {
    supabaseUrl: stringField(raw, 'supabaseUrl'),
    supabaseAnonKey: stringField(raw, 'supabaseAnonKey'),
  };
}
