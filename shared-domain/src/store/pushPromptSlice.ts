import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The moments when offering push notifications makes sense (issue #19): never at sign-in, but once
 * the user has something to be notified about.
 */
export type PushPromptMoment = 'first-application' | 'first-task';

export type PushPromptState = { moment: PushPromptMoment | null };

const initialState: PushPromptState = { moment: null };

/**
 * An app says such a moment came (a volunteer applied, an organisation posted a task); the shell,
 * which owns push, decides whether to offer it (the browser has not been asked yet, the user did
 * not say "Not now") and explains before the browser asks.
 */
export const pushPromptSlice = createSlice({
  name: 'pushPrompt',
  initialState,
  reducers: {
    pushPromptOffered(state, action: PayloadAction<PushPromptMoment>) {
      state.moment = action.payload;
    },
    pushPromptClosed(state) {
      state.moment = null;
    },
  },
  selectors: {
    selectPushPromptMoment: (state) => state.moment,
  },
});

export const { pushPromptOffered, pushPromptClosed } = pushPromptSlice.actions;
export const { selectPushPromptMoment } = pushPromptSlice.selectors;
