import { ForbiddenException } from '@nestjs/common';
import { FREE_VIDEOS_PER_MONTH } from '@studyloop/events';

/** 403 whose message contains 'limit reached' (the spec's client turns it into 'Monthly Video Limit Reached'). */
export function videoLimitReached(): ForbiddenException {
  return new ForbiddenException(
    `Monthly video limit reached: the free plan includes ${FREE_VIDEOS_PER_MONTH} videos per month. Upgrade to Premium for unlimited video processing.`,
  );
}
