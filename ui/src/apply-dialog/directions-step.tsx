import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  AdjustmentsRequest,
  adjustmentsRequestText,
  isAdjustmentsRequestComplete,
  type AdjustmentsRequestText,
} from '../adjustments-request';
import { Button } from '../button';
import { JobMap, type JobMapProps } from '../job-map';
import { Collapsible, CollapsibleContent, CollapsibleToggle } from '../lib/collapsible';
import type { AdjustmentsRequestValue, ApplicationPayload, SpokenLevel } from '../lib/jobs';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';
import { TextField } from '../text-field';
import { usePendingAction } from '../lib/use-pending-action';

export interface TravelEstimate {
  /** e.g. '25 min' */
  time: string;
  /** e.g. '8.4 km' */
  distance: string;
}

export interface TravelEstimates {
  transit?: TravelEstimate;
  driving?: TravelEstimate;
}

type TravelMode = keyof TravelEstimates;

export interface DirectionsStepText {
  travelModes: string;
  transit: string;
  driving: string;
  travelTime: string;
  travelDistance: string;
  noEstimate: string;
  addressField: string;
  saveAddress: string;
  /** The button that takes the device's location as the start instead of the address. */
  useLocation: string;
  /** The toggle that shows the adjustments request while it is hidden. */
  askForAdjustments: string;
  /** The same toggle while the request is shown. */
  hideAdjustments: string;
  adjustmentsRequest: AdjustmentsRequestText;
  sendApplication: string;
}

export const directionsStepText: DirectionsStepText = {
  travelModes: 'Way of travel',
  transit: 'Transit',
  driving: 'Driving',
  travelTime: 'Travel time',
  travelDistance: 'Distance',
  noEstimate: 'No estimate for this address yet.',
  addressField: 'Your address',
  saveAddress: 'Save',
  useLocation: 'Use my location',
  askForAdjustments: 'Ask for adjustments (optional)',
  hideAdjustments: 'Hide adjustments',
  adjustmentsRequest: adjustmentsRequestText,
  sendApplication: 'Send Application',
};

const noAdjustments: AdjustmentsRequestValue = { kinds: [], details: null };

/**
 * Step 4: the way from the jumper's address to the job, optional adjustments for the interview or the work (folded
 * away until asked for), then Send Application.
 */
export function DirectionsStep({
  text,
  pending,
  address,
  onAddressChange,
  onSaveAddress,
  adjustments = noAdjustments,
  onAdjustmentsChange,
  travelEstimates,
  jobLocation,
  mapProps,
  germanLevel,
  onSend,
  addressError,
  estimateNote,
  onUseLocation,
}: {
  text: DirectionsStepText;
  pending: boolean;
  /** The address in the field, kept by the dialog while the step is away. */
  address: string;
  onAddressChange: (address: string) => void;
  onSaveAddress: (address: string) => unknown;
  /** The adjustments asked for, kept by the dialog while the step is away. */
  adjustments?: AdjustmentsRequestValue;
  onAdjustmentsChange: (adjustments: AdjustmentsRequestValue) => void;
  travelEstimates: TravelEstimates;
  jobLocation: { latitude: number; longitude: number; address?: string; place?: string };
  mapProps?: Partial<JobMapProps>;
  germanLevel?: SpokenLevel;
  onSend: (payload: ApplicationPayload) => void;
  addressError?: string;
  estimateNote?: ReactNode;
  onUseLocation?: () => unknown;
}) {
  const [mode, setMode] = useState<TravelMode>('transit');
  const saving = usePendingAction();
  const locating = usePendingAction();
  const modes: TravelMode[] = ['transit', 'driving'];
  const chosen = travelEstimates[mode];
  // A request already begun (kept while the step was away, or by a draft) is shown, not folded away.
  const [adjustmentsShown, setAdjustmentsShown] = useState(adjustments.kinds.length > 0);
  const [adjustmentsChecked, setAdjustmentsChecked] = useState(false);
  const adjustmentsRef = useRef<HTMLFieldSetElement>(null);

  function send() {
    const asked = adjustments.kinds.length > 0;
    if (asked && !isAdjustmentsRequestComplete(adjustments)) {
      // Unfolded at once, so that the field that still needs words can take the focus and its message is read out.
      flushSync(() => {
        setAdjustmentsShown(true);
        setAdjustmentsChecked(true);
      });
      adjustmentsRef.current?.querySelector('textarea')?.focus();
      return;
    }
    onSend({
      travel_time: chosen?.time ?? '',
      travel_distance: chosen?.distance ?? '',
      knowledge_of_german: germanLevel ?? '',
      ...(asked && { adjustments: { kinds: adjustments.kinds, details: adjustments.details?.trim() || null } }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Tabs value={mode} onValueChange={(value) => setMode(value as TravelMode)}>
        <TabsList aria-label={text.travelModes}>
          {modes.map((travelMode) => (
            <TabsTrigger key={travelMode} value={travelMode}>
              {text[travelMode]}
            </TabsTrigger>
          ))}
        </TabsList>
        {modes.map((travelMode) => {
          const estimate = travelEstimates[travelMode];
          return (
            <TabsContent key={travelMode} value={travelMode} className="pt-3">
              {estimate ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <dt className="text-muted-foreground">{text.travelTime}</dt>
                  <dd className="font-semibold">{estimate.time}</dd>
                  <dt className="text-muted-foreground">{text.travelDistance}</dt>
                  <dd className="font-semibold">{estimate.distance}</dd>
                </dl>
              ) : (
                <p className="text-muted-foreground">{text.noEstimate}</p>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      {estimateNote && <p className="text-sm text-muted-foreground">{estimateNote}</p>}

      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void saving.run(() => onSaveAddress(address.trim()));
        }}
      >
        <TextField
          className="min-w-48 flex-1"
          label={text.addressField}
          value={address}
          autoComplete="street-address"
          error={addressError}
          onChange={(event) => onAddressChange(event.target.value)}
        />
        <Button type="submit" variant="outline" loading={saving.pending}>
          {text.saveAddress}
        </Button>
        {onUseLocation && (
          <Button
            type="button"
            variant="ghost"
            loading={locating.pending}
            onClick={() => void locating.run(onUseLocation)}
          >
            {text.useLocation}
          </Button>
        )}
      </form>

      <JobMap
        latitude={jobLocation.latitude}
        longitude={jobLocation.longitude}
        address={jobLocation.address}
        place={jobLocation.place}
        zoom={15}
        {...mapProps}
      />

      <Collapsible open={adjustmentsShown} onOpenChange={setAdjustmentsShown} className="flex flex-col gap-3">
        <CollapsibleToggle show={text.askForAdjustments} hide={text.hideAdjustments} />
        <CollapsibleContent>
          <AdjustmentsRequest
            ref={adjustmentsRef}
            value={adjustments}
            onValueChange={onAdjustmentsChange}
            showValidation={adjustmentsChecked}
            text={text.adjustmentsRequest}
          />
        </CollapsibleContent>
      </Collapsible>

      <Button className="self-end" loading={pending} onClick={send}>
        {text.sendApplication}
      </Button>
    </div>
  );
}
