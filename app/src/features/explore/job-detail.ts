/**
 * The job detail's code apart from the page's: on a phone the list shows first and the detail only when a job is
 * chosen, and the detail's HTML sanitiser weighs more than the rest of the page's own code.
 */
export { JobDetail } from '@jumpers/ui';
