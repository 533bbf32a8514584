/*
 * The bundle file a venue sends to the league office (referee bundle,
 * referee merge): a few lines of text that describe it, the event's rows as
 * an SQLite session changeset, and the venue referee's Ed25519 signature
 * over all of it.
 *
 *	referee-bundle 1
 *	schema 150
 *	event GP Kartuzy
 *	date 2026-03-14			("-" when the event has none)
 *	signer NAME BASE64-PUBLIC-KEY
 *	signed-at 2026-03-14T20:00:00Z
 *	head SESSION TABLE LINK HASH	(one line a table: its chain head)
 *	changeset LENGTH
 *	LENGTH bytes
 *	signature 128-HEX-DIGITS
 *
 * The signature covers every byte before the "signature" line. Nothing
 * here prints or touches a database.
 */
#ifndef BUNDLE_FILE_H
#define BUNDLE_FILE_H

#include <stddef.h>
#include <stdint.h>

#include "keys.h"
#include "util.h"

#define BUNDLE_FORMAT		1	/* the format this referee writes and reads */
#define BUNDLE_NAME_MAX		128	/* bytes of an event's name, NUL included */
#define BUNDLE_HEADS_MAX	100000	/* tables in one bundle */
#define BUNDLE_FILE_MAX		(1 << 30)	/* bytes of a bundle file */

struct bundle_head {
	int		 session, table;
	int64_t		 link;			/* the head link's number */
	char		 hash[65];		/* its hash, 64 hex digits */
};

struct bundle {
	int		 format;		/* BUNDLE_FORMAT */
	int		 schema;		/* the venue's schema version */
	char		 event[BUNDLE_NAME_MAX];
	char		 date[16];		/* "" when none */
	char		 signer_name[KEY_NAME_MAX];
	unsigned char	 signer[KEY_PUBLIC];
	char		 signed_at[32];
	struct bundle_head *heads;
	size_t		 nheads;
	const unsigned char *changeset;		/* points into the file's bytes */
	size_t		 nchangeset;
	unsigned char	 sig[64];
	size_t		 signed_len;		/* bytes the signature covers */
};

/* Why a file is not a bundle this referee can merge. */
enum bundle_fault {
	BUNDLE_OK,
	BUNDLE_UNREADABLE,	/* not a bundle, cut short, a malformed line (exit 2) */
	BUNDLE_NEWER,		/* a format or schema newer than this referee's (exit 2) */
	BUNDLE_BAD_SIGNATURE,	/* the bytes are not what the signer signed (exit 1) */
	BUNDLE_UNKNOWN_SIGNER	/* signed by a key not among the league's (exit 1) */
};

/*
 * Writes b (its signer, heads and changeset; format, signature and
 * signed_len are filled in) signed with the secret key sk into a new
 * buffer *out of *len bytes, which the caller frees.
 */
void	 bundle_encode(struct bundle *b, const unsigned char sk[KEY_SECRET],
	    unsigned char **out, size_t *len);
/*
 * Reads the len bytes of buf into b (b->changeset points into buf; free
 * b with bundle_free), checking its signature against the signer it
 * names. BUNDLE_OK, or the fault with err (err.line: the line of a
 * malformed header). schema is the newest schema this referee knows.
 */
enum bundle_fault bundle_decode(const unsigned char *buf, size_t len, int schema,
	    struct bundle *b, struct errbuf *);
/* Frees what bundle_decode or the caller allocated in b (NULL heads: a no-op). */
void	 bundle_free(struct bundle *);
/* Reads a whole file's bytes into *buf (the caller frees it). 0, or -1 with err. */
int	 bundle_read(const char *path, unsigned char **buf, size_t *len, struct errbuf *);
/*
 * The referee's key pair that signs a bundle (key_dir, key_load), the path
 * of its file into path. 0; 1 no key directory or no key in it (err); -1
 * the key unreadable (err, err.line set when malformed).
 */
int	 bundle_signing_key(struct key_pair *, char *path, size_t size, struct errbuf *);
/*
 * A bundle file for merge: its bytes into *buf (the caller frees them,
 * also on a fault), decoded into b (bundle_free) against the newest schema
 * this referee knows, its signer's name in keys (read from kfile) into
 * *signer. BUNDLE_OK, or the fault with err; a signer keys does not hold is
 * BUNDLE_UNKNOWN_SIGNER.
 */
enum bundle_fault bundle_file_load(const char *file, int schema, const struct key_list *keys,
	    const char *kfile, unsigned char **buf, size_t *len, struct bundle *b,
	    const char **signer, struct errbuf *);
/*
 * The league's keys that merge checks signers against: file, else
 * league.keys in the key directory; read into keys, the file's path into
 * used. 0; 1 none given and none in the key directory (err); -1 the file
 * unreadable or malformed (err, with its line).
 */
int	 bundle_league_keys(const char *file, struct key_list *, char *used, size_t size,
	    struct errbuf *);
/* Writes len bytes of buf to path ("-": standard output), whole or not at all. 0, or -1 with err. */
int	 bundle_save(const char *path, const unsigned char *buf, size_t len, struct errbuf *);
/* BLAKE2b-256 of the whole file as 64 hex digits: what names a bundle merged. */
void	 bundle_digest(const unsigned char *buf, size_t len, char hex[65]);

#endif
