import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { createContext, useContext, useId, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

const tabsListVariants = cva('group/tabs-list flex max-w-full overflow-x-auto', {
  variants: {
    variant: {
      top: 'w-full gap-1 border-b border-border',
      sub: 'w-fit gap-1 rounded-md bg-muted p-1',
    },
  },
  defaultVariants: { variant: 'top' },
});

/**
 * Which tab is chosen, and the ids that tie each tab to its panel. The panels are our own rather than Radix's:
 * Radix mounts its panel through its Presence, which at mount reads the panel's computed styles (the browser works
 * out the page's styles there and then) and sets state while React commits, which makes React run every effect of
 * the page in that same task — one long task whenever a page with tabs arrives. No panel here animates.
 */
const TabPanels = createContext<{ baseId: string; value: string } | null>(null);

function useTabIds(value: string) {
  const panels = useContext(TabPanels);
  if (!panels) throw new Error('A TabsTrigger or TabsContent sits inside Tabs.');
  return { trigger: `${panels.baseId}-tab-${value}`, panel: `${panels.baseId}-panel-${value}`, chosen: panels.value };
}

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/** A set of panels of which one shows at a time; arrow keys move between the tabs (Radix Tabs). */
export function Tabs({ value: valueProp, defaultValue, onValueChange, className, ...props }: TabsProps) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? '',
    onChange: onValueChange,
    caller: 'Tabs',
  });
  const baseId = useId();
  return (
    <TabPanels value={{ baseId, value }}>
      <TabsPrimitive.Root
        data-slot="tabs"
        value={value}
        onValueChange={setValue}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabPanels>
  );
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants> & {
    /** Names the tab list for screen readers when no heading does, e.g. 'Profile sections'. */
    'aria-label'?: string;
  };

/**
 * The row of tabs. `top` is the page's main tab bar (an underline marks the current tab);
 * `sub` is a smaller segmented bar inside a page.
 */
export function TabsList({ variant, className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant ?? 'top'}
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

/**
 * One tab. With `asChild` it renders its child instead, e.g. a router link, so that each tab can
 * also be a page of its own.
 */
export function TabsTrigger({ value, className, ...props }: TabsTriggerProps) {
  const ids = useTabIds(value);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      value={value}
      id={ids.trigger}
      aria-controls={ids.panel}
      className={cn(
        'focus-ring inline-flex min-h-control shrink-0 cursor-pointer items-center justify-center gap-2 px-3 font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground',
        'disabled:cursor-not-allowed disabled:opacity-55 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55',
        '-mb-px border-b-2 border-transparent data-[state=active]:border-primary data-[state=active]:text-primary',
        // High-contrast mode draws even a transparent border: only the chosen tab keeps its line, and is underlined
        // too, since sub-tabs mark it by a background that high contrast removes.
        'forced-colors:not-data-[state=active]:border-b-0 forced-colors:data-[state=active]:underline forced-colors:data-[state=active]:underline-offset-4',
        'group-data-[variant=sub]/tabs-list:mb-0 group-data-[variant=sub]/tabs-list:min-h-control-sm group-data-[variant=sub]/tabs-list:rounded-sm group-data-[variant=sub]/tabs-list:border-0 group-data-[variant=sub]/tabs-list:text-sm',
        'group-data-[variant=sub]/tabs-list:data-[state=active]:bg-background group-data-[variant=sub]/tabs-list:data-[state=active]:text-foreground group-data-[variant=sub]/tabs-list:data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<'div'> & {
  /** The value of the tab this panel belongs to. */
  value: string;
};

/** The panel of one tab; only the chosen tab's panel holds its content. */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const ids = useTabIds(value);
  const chosen = ids.chosen === value;
  return (
    <div
      data-slot="tabs-content"
      data-state={chosen ? 'active' : 'inactive'}
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.trigger}
      hidden={!chosen}
      // The ARIA tabs pattern: the panel is a Tab stop of its own, so that a panel without controls can be reached.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn('focus-ring', className)}
      {...props}
    >
      {chosen && children}
    </div>
  );
}

export { tabsListVariants };
