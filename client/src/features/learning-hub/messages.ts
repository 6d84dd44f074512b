import { learningHubMessages } from '@referly/domain';

/** Spec 000 §5 and §8's words for the learning hub, as the domain holds them. */
export const learningHubText = learningHubMessages;
