-- Devices and their memberships, as ../0002_devices.sql.

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
