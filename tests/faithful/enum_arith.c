/* Arithmetic on enumeration objects.  GCC (and Clang) give an enumeration without negative constants the
   type unsigned int (C11 6.7.2.2p4 leaves the choice to the compiler): `d - 1 > 0` holds for d = MON, a
   maximum over such objects starts at 0, not INT_MIN (the translation once took them for ints: the max
   reduction below gave INT_MIN, and device code compared as signed).  Also an int stored into an enum
   element, ++ and += on enum data (C++ refuses those), an iterator of an enum type, a cast to the enum
   type, an enumeration with a negative constant (int), and an enum parameter in a condition and a
   bound (the model compared e - 3 > 0 as signed: every SCoP computed other values). */
#include <stdio.h>
enum day { MON, TUE, WED, THU, FRI, SAT, SUN };
enum day D[64], W[64];
enum sign { NEG = -1, ZERO, POS };
enum sign G[64];
int X[7][64], Y[64], Z[64];

/* an enum parameter in a condition and a bound: e - 3 > 0 and i < e - 2 compare as unsigned */
static void by_day(enum day e, int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (e - 3 > 0)
      Z[i] += 1;
    if (i < e - 2)
      Z[i] += 10;
  }
#pragma endscop
}

int main(void) {
  enum day last = MON;
  for (int i = 0; i < 64; i++) { D[i] = (enum day)(i % 7); W[i] = SUN; }
#pragma scop
  for (int i = 0; i < 64; i++) {
    D[i] = (i * 3) % 7;
    W[i]++;
    W[i] += D[i] - 6;
    G[i] = i % 3 - 1;
    Y[i] = (D[i] - 1 > 0) + 2 * (W[i] > -1) + 4 * (G[i] > -1) + 8 * ((enum day)(i - 32) > 0) +
           16 * ((enum sign)(i - 32) > 0) + 32 * (D[i] < G[i]) + (int)((D[i] - 3) / 2);
  }
  for (enum day d = MON; d <= SUN; d++)
    for (int i = 0; i < 64; i++)
      X[d][i] = d * 100 + D[i];
  for (int i = 0; i < 64; i++)
    last = D[i] > last ? D[i] : last;
#pragma endscop
  by_day(MON, 64);
  by_day(FRI, 64);
  by_day(WED, 20);
  long s = 0;
  for (int d = 0; d < 7; d++) for (int i = 0; i < 64; i++) s += X[d][i] * (i + 1);
  for (int i = 0; i < 64; i++) printf("%d %d %d %d %d\n", D[i], W[i], G[i], Y[i], Z[i]);
  printf("%ld %d\n", s, last);
  return 0;
}
