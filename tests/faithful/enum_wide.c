/* Enumerations with a constant beyond int: GCC gives `enum lbig` (with -1 and 2^32) the type long (8
   bytes) and `enum ubig` (up to 0xFFFFFFFF) unsigned int.  s2s does not compute those types: a SCoP that
   takes their size or converts to them stays sequential with a warning (device code printed them as int:
   sizeof 4, and a signed comparison); the SCoP with an enumeration of int values is translated. */
#include <stdio.h>
enum lbig { L0 = -1, LB = 0x100000000 };
enum ubig { U0, UB = 0xFFFFFFFFu };
enum small { S0 = -3, S1 };
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
  for (int i = 0; i < 40; i++) printf("%ld %ld\n", A[i], B[i]);
  return 0;
}
