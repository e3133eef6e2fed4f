package db

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"
)

// An invite's link and code open its group to whoever has them, so the
// database does not keep them as they are: a copy of the file must not be
// a key to every group. What finds an invite is a hash: the SHA-256 of
// the link's token (130 random bits, which no one finds from their hash),
// and an HMAC of the code under a key that is not in the database (a code
// has only 40 bits, which anyone could try from a plain hash). What the
// group page shows is sealed: the token and the code, encrypted with
// AES-GCM under another such key. Both keys are derived from the session
// key; when it lives in the database (the default), so do they, and a copy
// of the file opens every group anyway, since it can sign cookies for every
// device in it.

// inviteKeys are the keys invites are kept under.
type inviteKeys struct {
	code []byte      // the codes' HMAC key
	seal cipher.AEAD // seals the token and the code
}

// errSealedElsewhere is the answer of open for an invite sealed under
// other keys: those of an earlier session key.
var errSealedElsewhere = errors.New("invite sealed under another key")

func newInviteKeys(secret string) (*inviteKeys, error) {
	derive := func(purpose string) []byte {
		m := hmac.New(sha256.New, []byte(secret))
		fmt.Fprint(m, "schreiber invites ", purpose)
		return m.Sum(nil)
	}
	block, err := aes.NewCipher(derive("seal"))
	if err != nil {
		return nil, fmt.Errorf("invite keys: %w", err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, fmt.Errorf("invite keys: %w", err)
	}
	return &inviteKeys{code: derive("code"), seal: aead}, nil
}

// tokenHash is what finds the invite of a link's token. It needs no key,
// so that links keep working whatever becomes of the session key.
func tokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// codeHash is what finds the invite of a code, as NormalizeCode gives it.
func (k *inviteKeys) codeHash(code string) string {
	m := hmac.New(sha256.New, k.code)
	m.Write([]byte(code))
	return hex.EncodeToString(m.Sum(nil))
}

// sealed is the invite's token and code encrypted for its row: the token's
// hash is bound in, so that a sealed value opens in no other row.
func (k *inviteKeys) sealed(token, code string) string {
	nonce := make([]byte, k.seal.NonceSize())
	rand.Read(nonce)
	out := k.seal.Seal(nonce, nonce, []byte(token+" "+code), []byte(tokenHash(token)))
	return base64.RawStdEncoding.EncodeToString(out)
}

// open returns the token and code of the invite row with the hash and the
// sealed value.
func (k *inviteKeys) open(hash, sealed string) (token, code string, err error) {
	b, err := base64.RawStdEncoding.DecodeString(sealed)
	if err != nil || len(b) < k.seal.NonceSize() {
		return "", "", errSealedElsewhere
	}
	n := k.seal.NonceSize()
	plain, err := k.seal.Open(nil, b[:n], b[n:], []byte(hash))
	if err != nil {
		return "", "", errSealedElsewhere
	}
	token, code, ok := strings.Cut(string(plain), " ")
	if !ok || tokenHash(token) != hash {
		return "", "", errSealedElsewhere
	}
	return token, code, nil
}

// inviteKeyring holds the store's invite keys once they are known.
type inviteKeyring struct {
	mu   sync.Mutex
	keys *inviteKeys
}

// UseInviteKey derives the keys that invite links and codes are kept
// under from secret, the session key the cookies are signed with, and
// keeps every invite still stored in the clear (by versions before
// migration 0009) under them. The web server calls it as it starts. A
// store that was never given a key derives one from the session key kept
// in the database, at the first invite it reads or writes.
func (s *Store) UseInviteKey(ctx context.Context, secret string) error {
	k, err := newInviteKeys(secret)
	if err != nil {
		return err
	}
	if err := s.sealClearInvites(ctx, k); err != nil {
		return err
	}
	s.invites.mu.Lock()
	s.invites.keys = k
	s.invites.mu.Unlock()
	return nil
}

// inviteKeys returns the keys invites are kept under.
func (s *Store) inviteKeys(ctx context.Context) (*inviteKeys, error) {
	s.invites.mu.Lock()
	k := s.invites.keys
	s.invites.mu.Unlock()
	if k != nil {
		return k, nil
	}
	secret, err := s.SessionKey(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.UseInviteKey(ctx, secret); err != nil {
		return nil, err
	}
	return s.inviteKeys(ctx)
}

// sealClearInvites hashes and seals the invites that migration 0009 left
// as they were: until then their token_hash and code_hash columns hold
// the token and the code themselves, and sealed is NULL. Once.
func (s *Store) sealClearInvites(ctx context.Context, k *inviteKeys) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("seal invites: %w", err)
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `SELECT token_hash, coalesce(code_hash, '') FROM invites WHERE sealed IS NULL`)
	if err != nil {
		return fmt.Errorf("seal invites: %w", err)
	}
	type clear struct{ token, code string }
	var found []clear
	for rows.Next() {
		var c clear
		if err := rows.Scan(&c.token, &c.code); err != nil {
			rows.Close()
			return fmt.Errorf("seal invites: %w", err)
		}
		found = append(found, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("seal invites: %w", err)
	}
	if len(found) == 0 {
		return nil
	}
	for _, c := range found {
		if c.code == "" {
			c.code = newCode()
		}
		if _, err := tx.ExecContext(ctx, `UPDATE invites SET token_hash = ?, code_hash = ?, sealed = ? WHERE token_hash = ? AND sealed IS NULL`,
			tokenHash(c.token), k.codeHash(c.code), k.sealed(c.token, c.code), c.token); err != nil {
			return fmt.Errorf("seal invites: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("seal invites: %w", err)
	}
	return nil
}
