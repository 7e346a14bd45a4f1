/* Text processed in a SCoP: upper-casing a char array with a conditional on its values (ternary, since an
   if on data is not static control), characters above 127 (negative as plain char on x86-64), a Caesar
   shift with % on chars, a checksum of unsigned char promotions (a reduction in unsigned), counting
   with the value of a comparison, and a string initialiser with an embedded '\0'. */
#include <stdio.h>
#include <string.h>
#define L 64
static char S[L] = "Hello, World! \xe9t\xe9 caf\xe9 zebra ZEBRA 0123\0hidden";
static char T[L], V[L];
static unsigned char W[L];
static int counts[L];

int main(void) {
  unsigned sum = 7;
  int upper = 0;
#pragma scop
  for (int i = 0; i < L; i++)
    T[i] = S[i] >= 'a' && S[i] <= 'z' ? S[i] - ('a' - 'A') : S[i];
  for (int i = 0; i < L; i++)
    V[i] = S[i] >= 'a' && S[i] <= 'z' ? 'a' + (S[i] - 'a' + 13) % 26 : S[i];
  for (int i = 0; i < L; i++)
    W[i] = S[i] + 128;
  for (int i = 0; i < L; i++)
    sum = sum * 31 + (unsigned char)S[i];
  for (int i = 0; i < L; i++)
    upper += T[i] >= 'A' && T[i] <= 'Z';
  for (int i = 0; i < L; i++)
    counts[i] = (S[i] < 0) + (S[i] == 0) * 2 + ~(unsigned char)S[i];
#pragma endscop
  printf("%u %d\n", sum, upper);
  for (int i = 0; i < L; i++) printf("%d %d %d %d %d\n", T[i], V[i], W[i], counts[i], S[i]);
  return 0;
}
