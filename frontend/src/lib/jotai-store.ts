import { createStore } from 'jotai';

/** The app's single jotai store, so code outside React (e.g. `toast()`) can read and write atoms. */
export const appStore = createStore();
