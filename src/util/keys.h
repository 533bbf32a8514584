/*
 * The referee's signing key and the league's keys file.
 *
 * A key pair is an Ed25519 pair (libsodium's crypto_sign) kept in the key
 * directory: $REFEREE_KEY_DIR, else $XDG_CONFIG_HOME/referee, else
 * ~/.config/referee. The secret key is the file signing.key there (mode
 * 0600, directory 0700), one line "referee-secret-key NAME BASE64". A keys
 * file, which a league hands to whoever verifies, holds any number of lines
 * "referee-key NAME BASE64-PUBLIC-KEY", '#' comments and blank lines.
 *
 * Nothing here prints.
 */
#ifndef KEYS_H
#define KEYS_H

#include <stddef.h>

#include "util.h"

#define KEY_PUBLIC	32	/* crypto_sign_PUBLICKEYBYTES */
#define KEY_SECRET	64	/* crypto_sign_SECRETKEYBYTES */
#define KEY_B64		45	/* base64 of a public key, NUL included */
#define KEY_FPR		17	/* a fingerprint: 16 hex digits, NUL included */
#define KEY_NAME_MAX	64	/* bytes of a key's name, NUL included */
#define KEY_FILE	"signing.key"

struct key_pair {
	char		 name[KEY_NAME_MAX];
	unsigned char	 pk[KEY_PUBLIC];
	unsigned char	 sk[KEY_SECRET];
};

/* The public keys of a keys file. */
struct key_list {
	unsigned char	(*pk)[KEY_PUBLIC];
	size_t		 n, cap;
	char		(*name)[KEY_NAME_MAX];	/* the name each key has in the file */
};

/* The key directory (see above) into buf. 0, or -1 with err (no home). */
int	 key_dir(char *buf, size_t size, struct errbuf *);
/* Whether a key name is usable: 1 to 63 bytes, no space, control byte or DEL. */
int	 key_name_ok(const char *);
/*
 * Makes a key pair named name in dir, creating dir (0700) when missing. An
 * existing key is kept (returns 1) unless force. 0, 1, or -1 with err. The
 * path of the secret key file goes into path.
 */
int	 key_new(const char *dir, const char *name, int force, struct key_pair *,
	    char *path, size_t size, struct errbuf *);
/* Reads the key pair of dir: 1, 0 when there is none, -1 with err (err.line, err.col). */
int	 key_load(const char *dir, struct key_pair *, char *path, size_t size, struct errbuf *);
/* Reads a keys file into l (appending): 0, or -1 with err (err.line, err.col). */
int	 key_list_read(const char *file, struct key_list *, struct errbuf *);
void	 key_list_free(struct key_list *);
/* Whether pk is in the list. */
int	 key_list_has(const struct key_list *, const unsigned char pk[KEY_PUBLIC]);
/* The name pk has in the list, or NULL when it is not listed. */
const char *key_list_name(const struct key_list *, const unsigned char pk[KEY_PUBLIC]);
/* The base64 of a public key (44 characters). */
void	 key_public_b64(const unsigned char pk[KEY_PUBLIC], char out[KEY_B64]);
/* The public key of its base64 text (exactly 44 characters). 0 or -1. */
int	 key_public_parse(const char *s, size_t len, unsigned char pk[KEY_PUBLIC]);
/*
 * A key's fingerprint: the first 16 hex digits of BLAKE2b-256 of the 32
 * bytes of the public key (`base64 -d | b2sum -l 256` of its base64).
 */
void	 key_fingerprint(const unsigned char pk[KEY_PUBLIC], char out[KEY_FPR]);

#endif
