-- Devices (phones and browsers) are known to the server. The session cookie
-- carries only a device's random id; which groups it belongs to, and in
-- which role, lives here, so a restart, a cookie size limit or a device in
-- many groups changes nothing about who may do what.

CREATE TABLE devices (
    id         TEXT PRIMARY KEY,
    label      TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    seen_at    TEXT NOT NULL
);

CREATE TABLE memberships (
    device_id TEXT NOT NULL REFERENCES devices(id),
    group_id  TEXT NOT NULL REFERENCES groups(id),
    role      TEXT NOT NULL CHECK (role IN ('scorer', 'viewer')),
    joined_at TEXT NOT NULL,
    PRIMARY KEY (device_id, group_id)
);
CREATE INDEX memberships_group ON memberships(group_id);
