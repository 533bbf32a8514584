#include "../games/games.h"
