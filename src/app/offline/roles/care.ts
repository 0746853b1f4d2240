import { appointments } from '../collections/appointments';
import { notifications } from '../collections/notifications';
import type { CollectionSource } from '../types';
import { ACCOUNT } from './account';

/** A patient's and a doctor's shared day: their own account, appointments and notifications. */
export const CARE: readonly CollectionSource[] = [...ACCOUNT, appointments, notifications];
