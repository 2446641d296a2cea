import type { FC } from 'hono/jsx';
import { DESTINATION_OPTIONS } from '../countries.js';

/** The 13 destinations as a labelled select; `selected` is matched case-insensitively (GB counts as UK). */
export const DestinationSelect: FC<{ id: string; name: string; label: string; selected?: string; hint?: string }> = ({ id, name, label, selected, hint }) => {
  const wanted = selected?.toUpperCase() === 'GB' ? 'UK' : selected?.toUpperCase();
  return (
    <div class="field">
      <label for={id}>
        {label}
        {hint ? <span class="hint">{hint}</span> : null}
      </label>
      <select id={id} name={name} required>
        {DESTINATION_OPTIONS.map((d) => (
          <option value={d.code} selected={d.code === (wanted ?? 'US')}>
            {d.code} · {d.name}
          </option>
        ))}
      </select>
    </div>
  );
};
