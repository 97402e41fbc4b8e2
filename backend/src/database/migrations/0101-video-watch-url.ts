/** Where to watch a video: YouTube's canonical watch URL, else the link as given ('materials' projection). */
export default /* sql */ `
ALTER TABLE videos ADD COLUMN watch_url text;
UPDATE videos SET watch_url = url;
ALTER TABLE videos ALTER COLUMN watch_url SET NOT NULL;
`;
