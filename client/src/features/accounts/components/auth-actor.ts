import type { ActorRefFrom } from 'xstate';
import type { authModalMachine } from '../auth-modal.machine';

export type AuthActor = ActorRefFrom<typeof authModalMachine>;
