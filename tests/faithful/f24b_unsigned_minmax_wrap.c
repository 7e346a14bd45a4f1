/* Minima and maxima over unsigned values that wrapped: u[i] - 7u is huge where u[i] < 7, a minimum
   initialised to 0u - 1, unsigned long maxima above 2^63, an unsigned accumulator against int data
   (converted: -1 is the largest value), a minimum of uint8 data into an unsigned char and into an int,
   and a long minimum of negative values. */
#include <stdio.h>
#include <stdint.h>

#define N 3000

static unsigned u[N];
static int si[N];
static unsigned long ul[N];
static uint8_t b[N];
static long lg[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    u[i] = (unsigned)((i * 2654435761u) % 1000u);
    si[i] = (i * 37) % 101 - 50;
    ul[i] = 9223372036854775808ul + (unsigned long)((i * 7919) % 4001) * 1000003ul;
    b[i] = (uint8_t)(i * 131 + 17);
    lg[i] = -(long)((i * 104729L) % 99991) * 100000L;
  }
  unsigned mn = 0u - 1u, mx = 0u, cv = 0u;
  unsigned long umx = 0ul, umn = ~0ul;
  unsigned char cmin = 255;
  int imin = 1000, imax = -1000;
  long lmin = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    mn = u[i] - 7u < mn ? u[i] - 7u : mn;
  for (int i = 0; i < N; i++)
    mx = mx > u[i] - 7u ? mx : u[i] - 7u;
  for (int i = 0; i < N; i++)
    cv = cv > si[i] ? cv : si[i];
  for (int i = 0; i < N; i++) {
    umx = ul[i] > umx ? ul[i] : umx;
    umn = ul[i] < umn ? ul[i] : umn;
  }
  for (int i = 0; i < N; i++)
    cmin = b[i] < cmin ? b[i] : cmin;
  for (int i = 0; i < N; i++)
    imin = b[i] - 128 < imin ? b[i] - 128 : imin;
  for (int i = 0; i < N; i++)
    imax = imax >= (int)b[i] ? imax : (int)b[i];
  for (int i = 0; i < N; i++)
    lmin = lg[i] < lmin ? lg[i] : lmin;
#pragma endscop
  printf("%u %u %u\n", mn, mx, cv);
  printf("%lu %lu\n", umx, umn);
  printf("%u %d %d %ld\n", cmin, imin, imax, lmin);
  return 0;
}
