/* A reaction-network step per cell of a 1-D reactor, written out as a code generator for chemistry
   would write it: 12 species arrays (double), 16 rate arrays (float, then promoted), per-cell rate
   constants from a temperature array, the net production of every species as a sum of signed rates,
   and an explicit update with clipping at zero. One SCoP holds the whole step as a single loop body
   of 45 statements over 40 arrays; a second SCoP runs the step as 45 separate loops (the same
   statements, each its own nest); a third accumulates per-species totals. Printed: the totals. */
#include <stdio.h>
#define NC 300
#define MAXV(a, b) ((a) > (b) ? (a) : (b))

static double y0[NC], z0[NC];
static double y1[NC], z1[NC];
static double y2[NC], z2[NC];
static double y3[NC], z3[NC];
static double y4[NC], z4[NC];
static double y5[NC], z5[NC];
static double y6[NC], z6[NC];
static double y7[NC], z7[NC];
static double y8[NC], z8[NC];
static double y9[NC], z9[NC];
static double y10[NC], z10[NC];
static double y11[NC], z11[NC];
static float k0[NC];
static float k1[NC];
static float k2[NC];
static float k3[NC];
static float k4[NC];
static float k5[NC];
static float k6[NC];
static float k7[NC];
static float k8[NC];
static float k9[NC];
static float k10[NC];
static float k11[NC];
static float k12[NC];
static float k13[NC];
static float k14[NC];
static float k15[NC];
static double temp[NC], tot[12];
static int active[NC];

int main(void) {
  for (int i = 0; i < NC; i++) {
    temp[i] = 300.0 + (i % 17) * 3.5;
    y0[i] = 0.1 + 0.01 * ((i * 3) % 11);
    y1[i] = 0.2 + 0.01 * ((i * 4) % 11);
    y2[i] = 0.30000000000000004 + 0.01 * ((i * 5) % 11);
    y3[i] = 0.4 + 0.01 * ((i * 6) % 11);
    y4[i] = 0.5 + 0.01 * ((i * 7) % 11);
    y5[i] = 0.6000000000000001 + 0.01 * ((i * 8) % 11);
    y6[i] = 0.7000000000000001 + 0.01 * ((i * 9) % 11);
    y7[i] = 0.8 + 0.01 * ((i * 10) % 11);
    y8[i] = 0.9 + 0.01 * ((i * 11) % 11);
    y9[i] = 1.0 + 0.01 * ((i * 12) % 11);
    y10[i] = 1.1 + 0.01 * ((i * 13) % 11);
    y11[i] = 1.2000000000000002 + 0.01 * ((i * 14) % 11);
  }
#pragma scop
  for (int i = 0; i < NC; i++) {
    k0[i] = (float)(0.5 + 0.001 * temp[i] * 1);
    k1[i] = (float)(0.625 + 0.001 * temp[i] * 2);
    k2[i] = (float)(0.75 + 0.001 * temp[i] * 3);
    k3[i] = (float)(0.875 + 0.001 * temp[i] * 4);
    k4[i] = (float)(1.0 + 0.001 * temp[i] * 1);
    k5[i] = (float)(0.5 + 0.001 * temp[i] * 2);
    k6[i] = (float)(0.625 + 0.001 * temp[i] * 3);
    k7[i] = (float)(0.75 + 0.001 * temp[i] * 4);
    k8[i] = (float)(0.875 + 0.001 * temp[i] * 1);
    k9[i] = (float)(1.0 + 0.001 * temp[i] * 2);
    k10[i] = (float)(0.5 + 0.001 * temp[i] * 3);
    k11[i] = (float)(0.625 + 0.001 * temp[i] * 4);
    k12[i] = (float)(0.75 + 0.001 * temp[i] * 1);
    k13[i] = (float)(0.875 + 0.001 * temp[i] * 2);
    k14[i] = (float)(1.0 + 0.001 * temp[i] * 3);
    k15[i] = (float)(0.5 + 0.001 * temp[i] * 4);
    z0[i] = y0[i] + 0.01 * (- (double)k1[i] * y10[i] * y0[i] - (double)k4[i] * y3[i] * y0[i] - (double)k7[i] * y6[i] * y0[i] + (double)k9[i] * y10[i] - (double)k11[i] * y0[i] * y3[i]);
    z1[i] = y1[i] + 0.01 * ((double)k1[i] * y10[i] * y0[i] - (double)k2[i] * y8[i] * y1[i] + (double)k4[i] * y3[i] * y0[i] + (double)k5[i] * y6[i] * y6[i] - (double)k8[i] * y1[i] * y3[i] + (double)k13[i] * y2[i] * y8[i] + (double)k15[i] * y10[i]);
    z2[i] = y2[i] + 0.01 * (- (double)k12[i] * y2[i] - (double)k13[i] * y2[i] * y8[i]);
    z3[i] = y3[i] + 0.01 * (- (double)k4[i] * y3[i] * y0[i] - (double)k6[i] * y3[i] - (double)k8[i] * y1[i] * y3[i] - (double)k11[i] * y0[i] * y3[i]);
    z4[i] = y4[i] + 0.01 * (- (double)k14[i] * y9[i] * y4[i]);
    z5[i] = y5[i] + 0.01 * (- (double)k0[i] * y5[i] + (double)k2[i] * y8[i] * y1[i]);
    z6[i] = y6[i] + 0.01 * ((double)k0[i] * y5[i] - (double)k5[i] * y6[i] * y6[i] - (double)k7[i] * y6[i] * y0[i] + (double)k10[i] * y9[i] * y9[i] + (double)k12[i] * y2[i]);
    z7[i] = y7[i] + 0.01 * (0.0);
    z8[i] = y8[i] + 0.01 * (- (double)k2[i] * y8[i] * y1[i] + (double)k3[i] * y9[i] + (double)k6[i] * y3[i] + (double)k11[i] * y0[i] * y3[i] - (double)k13[i] * y2[i] * y8[i] + (double)k14[i] * y9[i] * y4[i]);
    z9[i] = y9[i] + 0.01 * (- (double)k3[i] * y9[i] + (double)k7[i] * y6[i] * y0[i] - (double)k10[i] * y9[i] * y9[i] - (double)k14[i] * y9[i] * y4[i]);
    z10[i] = y10[i] + 0.01 * (- (double)k1[i] * y10[i] * y0[i] + (double)k8[i] * y1[i] * y3[i] - (double)k9[i] * y10[i] - (double)k15[i] * y10[i]);
    z11[i] = y11[i] + 0.01 * (0.0);
    z0[i] = MAXV(z0[i], 0.0);
    z1[i] = MAXV(z1[i], 0.0);
    z2[i] = MAXV(z2[i], 0.0);
    z3[i] = MAXV(z3[i], 0.0);
    z4[i] = MAXV(z4[i], 0.0);
    z5[i] = MAXV(z5[i], 0.0);
    z6[i] = MAXV(z6[i], 0.0);
    z7[i] = MAXV(z7[i], 0.0);
    z8[i] = MAXV(z8[i], 0.0);
    z9[i] = MAXV(z9[i], 0.0);
    z10[i] = MAXV(z10[i], 0.0);
    z11[i] = MAXV(z11[i], 0.0);
    active[i] = (z0[i] > 0.15) + (z1[i] > 0.15) + (z2[i] > 0.15);
  }
#pragma endscop
  /* the same step again, from z back into y, one loop per statement */
#pragma scop
  for (int i = 0; i < NC; i++)
    k0[i] = (float)(0.5 + 0.001 * temp[i] * 1);
  for (int i = 0; i < NC; i++)
    k1[i] = (float)(0.625 + 0.001 * temp[i] * 2);
  for (int i = 0; i < NC; i++)
    k2[i] = (float)(0.75 + 0.001 * temp[i] * 3);
  for (int i = 0; i < NC; i++)
    k3[i] = (float)(0.875 + 0.001 * temp[i] * 4);
  for (int i = 0; i < NC; i++)
    k4[i] = (float)(1.0 + 0.001 * temp[i] * 1);
  for (int i = 0; i < NC; i++)
    k5[i] = (float)(0.5 + 0.001 * temp[i] * 2);
  for (int i = 0; i < NC; i++)
    k6[i] = (float)(0.625 + 0.001 * temp[i] * 3);
  for (int i = 0; i < NC; i++)
    k7[i] = (float)(0.75 + 0.001 * temp[i] * 4);
  for (int i = 0; i < NC; i++)
    k8[i] = (float)(0.875 + 0.001 * temp[i] * 1);
  for (int i = 0; i < NC; i++)
    k9[i] = (float)(1.0 + 0.001 * temp[i] * 2);
  for (int i = 0; i < NC; i++)
    k10[i] = (float)(0.5 + 0.001 * temp[i] * 3);
  for (int i = 0; i < NC; i++)
    k11[i] = (float)(0.625 + 0.001 * temp[i] * 4);
  for (int i = 0; i < NC; i++)
    k12[i] = (float)(0.75 + 0.001 * temp[i] * 1);
  for (int i = 0; i < NC; i++)
    k13[i] = (float)(0.875 + 0.001 * temp[i] * 2);
  for (int i = 0; i < NC; i++)
    k14[i] = (float)(1.0 + 0.001 * temp[i] * 3);
  for (int i = 0; i < NC; i++)
    k15[i] = (float)(0.5 + 0.001 * temp[i] * 4);
  for (int i = 0; i < NC; i++)
    y0[i] = z0[i] + 0.01 * (- (double)k1[i] * y10[i] * y0[i] - (double)k4[i] * y3[i] * y0[i] - (double)k7[i] * y6[i] * y0[i] + (double)k9[i] * y10[i] - (double)k11[i] * y0[i] * y3[i]);
  for (int i = 0; i < NC; i++)
    y1[i] = z1[i] + 0.01 * ((double)k1[i] * y10[i] * y0[i] - (double)k2[i] * y8[i] * y1[i] + (double)k4[i] * y3[i] * y0[i] + (double)k5[i] * y6[i] * y6[i] - (double)k8[i] * y1[i] * y3[i] + (double)k13[i] * y2[i] * y8[i] + (double)k15[i] * y10[i]);
  for (int i = 0; i < NC; i++)
    y2[i] = z2[i] + 0.01 * (- (double)k12[i] * y2[i] - (double)k13[i] * y2[i] * y8[i]);
  for (int i = 0; i < NC; i++)
    y3[i] = z3[i] + 0.01 * (- (double)k4[i] * y3[i] * y0[i] - (double)k6[i] * y3[i] - (double)k8[i] * y1[i] * y3[i] - (double)k11[i] * y0[i] * y3[i]);
  for (int i = 0; i < NC; i++)
    y4[i] = z4[i] + 0.01 * (- (double)k14[i] * y9[i] * y4[i]);
  for (int i = 0; i < NC; i++)
    y5[i] = z5[i] + 0.01 * (- (double)k0[i] * y5[i] + (double)k2[i] * y8[i] * y1[i]);
  for (int i = 0; i < NC; i++)
    y6[i] = z6[i] + 0.01 * ((double)k0[i] * y5[i] - (double)k5[i] * y6[i] * y6[i] - (double)k7[i] * y6[i] * y0[i] + (double)k10[i] * y9[i] * y9[i] + (double)k12[i] * y2[i]);
  for (int i = 0; i < NC; i++)
    y7[i] = z7[i] + 0.01 * (0.0);
  for (int i = 0; i < NC; i++)
    y8[i] = z8[i] + 0.01 * (- (double)k2[i] * y8[i] * y1[i] + (double)k3[i] * y9[i] + (double)k6[i] * y3[i] + (double)k11[i] * y0[i] * y3[i] - (double)k13[i] * y2[i] * y8[i] + (double)k14[i] * y9[i] * y4[i]);
  for (int i = 0; i < NC; i++)
    y9[i] = z9[i] + 0.01 * (- (double)k3[i] * y9[i] + (double)k7[i] * y6[i] * y0[i] - (double)k10[i] * y9[i] * y9[i] - (double)k14[i] * y9[i] * y4[i]);
  for (int i = 0; i < NC; i++)
    y10[i] = z10[i] + 0.01 * (- (double)k1[i] * y10[i] * y0[i] + (double)k8[i] * y1[i] * y3[i] - (double)k9[i] * y10[i] - (double)k15[i] * y10[i]);
  for (int i = 0; i < NC; i++)
    y11[i] = z11[i] + 0.01 * (0.0);
  for (int i = 0; i < NC; i++)
    y0[i] = MAXV(y0[i], 0.0);
  for (int i = 0; i < NC; i++)
    y1[i] = MAXV(y1[i], 0.0);
  for (int i = 0; i < NC; i++)
    y2[i] = MAXV(y2[i], 0.0);
  for (int i = 0; i < NC; i++)
    y3[i] = MAXV(y3[i], 0.0);
  for (int i = 0; i < NC; i++)
    y4[i] = MAXV(y4[i], 0.0);
  for (int i = 0; i < NC; i++)
    y5[i] = MAXV(y5[i], 0.0);
  for (int i = 0; i < NC; i++)
    y6[i] = MAXV(y6[i], 0.0);
  for (int i = 0; i < NC; i++)
    y7[i] = MAXV(y7[i], 0.0);
  for (int i = 0; i < NC; i++)
    y8[i] = MAXV(y8[i], 0.0);
  for (int i = 0; i < NC; i++)
    y9[i] = MAXV(y9[i], 0.0);
  for (int i = 0; i < NC; i++)
    y10[i] = MAXV(y10[i], 0.0);
  for (int i = 0; i < NC; i++)
    y11[i] = MAXV(y11[i], 0.0);
  for (int i = 0; i < NC; i++)
    active[i] = (y0[i] > 0.15) + (y1[i] > 0.15) + (y2[i] > 0.15);
#pragma endscop
#pragma scop
  for (int s = 0; s < 12; s++)
    tot[s] = 0.0;
  for (int i = 0; i < NC; i++) {
    tot[0] += y0[i] + z0[i];
    tot[1] += y1[i] + z1[i];
    tot[2] += y2[i] + z2[i];
    tot[3] += y3[i] + z3[i];
    tot[4] += y4[i] + z4[i];
    tot[5] += y5[i] + z5[i];
    tot[6] += y6[i] + z6[i];
    tot[7] += y7[i] + z7[i];
    tot[8] += y8[i] + z8[i];
    tot[9] += y9[i] + z9[i];
    tot[10] += y10[i] + z10[i];
    tot[11] += y11[i] + z11[i];
  }
#pragma endscop
  long act = 0;
  for (int i = 0; i < NC; i++)
    act += active[i] * (i % 7 + 1);
  for (int s = 0; s < 12; s++)
    printf("species %d %.17g\n", s, tot[s]);
  printf("active %ld\n", act);
  return 0;
}
