import { Button, CommuteChip, TextField } from '@jumpers/ui';
import { useState } from 'react';
import { useUiText } from '../../i18n/messages';
import { renderRouterLink } from '../../lib/router-link';
import type { CommuteOrigin } from './jobs-api';
import { commuteChipTexts, type ToolbarText } from './toolbar-messages';

/**
 * Where the commutes are measured from: a place the jumper types, else their home. Says which one the list shows,
 * and without either invites the jumper to set their home.
 */
export function CommuteFrom({
  value,
  origin,
  homeHref,
  onChange,
  text,
}: {
  /** The place typed, as in the address; undefined: from the home. */
  value: string | undefined;
  /** The origin the last list was measured from; undefined when it had none. */
  origin: CommuteOrigin | undefined;
  /** Where the jumper sets their home. */
  homeHref: string | undefined;
  onChange: (place: string | undefined) => void;
  text: ToolbarText;
}) {
  const chipText = useUiText(commuteChipTexts);
  const [draft, setDraft] = useState(value ?? '');
  const [synced, setSynced] = useState(value);
  // Back and forward change the address: the field follows it.
  if (synced !== value) {
    setSynced(value);
    setDraft(value ?? '');
  }
  return (
    <div className="flex flex-col gap-2">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange(draft.trim() || undefined);
        }}
      >
        <TextField
          className="min-w-0 flex-1 basis-56"
          label={text.commuteFrom}
          hint={text.commuteFromHint}
          value={draft}
          maxLength={200}
          autoComplete="address-level2"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outline">
          {text.useCommuteFrom}
        </Button>
        {value !== undefined && (
          <Button type="button" variant="ghost" onClick={() => onChange(undefined)}>
            {text.useMyHome}
          </Button>
        )}
      </form>
      <p className="text-sm text-muted-foreground">
        {origin ? (
          origin.source === 'place' ? (
            text.commuteFromPlace({ place: origin.place })
          ) : (
            text.commuteFromHome({ place: origin.place })
          )
        ) : value === undefined ? (
          <CommuteChip homeHref={homeHref} renderLink={renderRouterLink} text={chipText} />
        ) : null}
      </p>
    </div>
  );
}
