/** The settings a fresh install starts with (and what an unreadable value falls back to). */
import type { Settings } from './contract';

export const DEFAULT_SETTINGS: Settings = { language: 'en', animationSpeed: 'normal', sound: true, volume: 70, lessonsDone: [], firstTips: true, tipsSeen: [], drakerAsSuggested: false, relayAddress: '', contrast: 'system' };
