/*
 * Where each platform keeps the game's save (paths as the system writes them; not translated).
 * Sources: the open save trackers' instructions (th3r3dfox/silksong-tracker,
 * saiki-k/silksong-completionist) and the game's Steam app id (1030300) on its store page.
 */

export const SAVE_LOCATIONS = {
  windows: ['%USERPROFILE%\\AppData\\LocalLow\\Team Cherry\\Hollow Knight Silksong\\<id>\\user1.dat'],
  mac: ['~/Library/Application Support/unity.Team-Cherry.Silksong/<id>/user1.dat'],
  linux: [
    '~/.config/unity3d/Team Cherry/Hollow Knight Silksong/<id>/user1.dat',
    '~/.local/share/Steam/steamapps/compatdata/1030300/pfx/drive_c/users/steamuser/AppData/LocalLow/Team Cherry/Hollow Knight Silksong/<id>/user1.dat',
  ],
  gamePass: ['%LOCALAPPDATA%\\Packages\\TeamCherry.HollowKnightSilksong_<…>\\SystemAppData\\wgs\\<…>'],
} as const;

export type SavePlatform = keyof typeof SAVE_LOCATIONS;

/** Steam's page for downloading a game's cloud saves. */
export const STEAM_CLOUD_URL = 'https://store.steampowered.com/account/remotestorageapp/?appid=1030300';
