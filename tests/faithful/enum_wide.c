/* Enumerations with a constant beyond int: GCC gives `enum lbig` (with -1 and 2^32) the type long (8
   bytes) and `enum ubig` (up to 0xFFFFFFFF) unsigned int.  s2s does not compute those types: a SCoP that
   takes their size or converts to them stays sequential with a warning (device code printed them as int:
   sizeof 4, and a signed comparison); the SCoP with an enumeration of int values is translated, and so is
   one whose bounds and extents are constant expressions of enumeration types (which s2s computed as
   ints: (enum day)-1 > 0 was false, and the last elements were never written). */
#include <stdio.h>
enum lbig { L0 = -1, LB = 0x100000000 };
enum ubig { U0, UB = 0xFFFFFFFFu };
enum small { S0 = -3, S1 };
enum day { MON, TUE };
/* constant expressions with an enumeration type: (enum day)-1 is UINT_MAX (K = 5, E has 6 elements) */
enum { K = (enum day)-1 > 0 ? 5 : 2 };
int C[K + 1], E[(enum day)-1 > 0 ? 6 : 3];
long A[40], B[40];

int main(void) {
#pragma scop
  for (int i = 0; i < 40; i++)
    A[i] = sizeof(enum lbig) * i + sizeof(enum small);
#pragma endscop
#pragma scop
  for (int i = 0; i < 40; i++)
    B[i] = (enum ubig)(i - 20) > 0;
#pragma endscop
#pragma scop
  for (int i = 0; i < (int)sizeof(enum lbig); i++)
    B[i] += 100;
#pragma endscop
#pragma scop
  for (int i = 0; i < 40; i++)
    A[i] += (enum small)(i - 20) > 0;
#pragma endscop
#pragma scop
  for (int i = 0; i <= K; i++)
    C[i] = i * 2 + (int)sizeof(enum day);
  for (int i = 0; i < 6; i++)
    E[i] = i - K;
#pragma endscop
  for (int i = 0; i < 40; i++) printf("%ld %ld\n", A[i], B[i]);
  for (int i = 0; i <= K; i++) printf("%d\n", C[i]);
  for (int i = 0; i < 6; i++) printf("%d\n", E[i]);
  return 0;
}
