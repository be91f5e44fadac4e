/*
 * Where each platform keeps the game's save (paths as the system writes them; not translated).
 * Sources: the open save trackers' instructions (saiki-k/silksong-completionist's platform options,
 * BlueOrcaz/silksong-save-viewer's upload page; content/research/save-format.md), and the game's
 * Steam app id (1030300) for the Steam Cloud page.
 */

export const SAVE_LOCATIONS = {
  windows: ['%USERPROFILE%\\AppData\\LocalLow\\Team Cherry\\Hollow Knight Silksong\\<id>\\user1.dat'],
  mac: ['~/Library/Application Support/unity.Team-Cherry.Silksong/<id>/user1.dat'],
  // The Steam Deck's own folder rests on one source (content/research/save-format.md).
  linux: ['~/.config/unity3d/Team Cherry/Hollow Knight Silksong/<id>/user1.dat', '~/.local/share/Team Cherry/Hollow Knight Silksong/<id>/user1.dat'],
  // The trackers name the package two ways; both end in the same publisher id.
  gamePass: ['%LOCALAPPDATA%\\Packages\\TeamCherry.<…>_y4jvztpgccj42\\SystemAppData\\wgs\\<…>'],
} as const;

export type SavePlatform = keyof typeof SAVE_LOCATIONS;

/** Steam's page for downloading a game's cloud saves. */
export const STEAM_CLOUD_URL = 'https://store.steampowered.com/account/remotestorageapp/?appid=1030300';
