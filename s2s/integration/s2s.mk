# s2s pattern rules for GNU make: translate C with s2s, build the CUDA, OpenCL and OpenMP variants.
#
# Use it from any Makefile, in any directory:
#
#     include $(shell s2s makefile --path)        # or: s2s makefile > s2s.mk, then include s2s.mk
#     all: $(S2S_BUILD)/prog-omp $(S2S_BUILD)/prog-ocl
#
# For a source X.c (a path relative to the directory make runs in), the rules make
#
#     $(S2S_BUILD)/X.omp.c  $(S2S_BUILD)/X-omp      OpenMP
#     $(S2S_BUILD)/X.ocl.c  $(S2S_BUILD)/X-ocl      OpenCL
#     $(S2S_BUILD)/X.cu     $(S2S_BUILD)/X-cuda     CUDA (with $(S2S_BUILD)/X.c, the host part, when X.c is
#                                                  not valid C++)
#
# CPPFLAGS (-I, -D) go to s2s and to the compilers alike: macros inside a SCoP are expanded in the
# translation, so both must see the same ones.  Every variable below can be set before the include or
# on the command line.  A language mode in CFLAGS (-std=c2x, -std=gnu89) goes to s2s too (its preprocessing
# must read the file as the compiler does: `#if __STDC_VERSION__`, C2x's digit separators) and, with
# -Xcompiler, to nvcc for the host part.  The OpenCL and CUDA builds enable OpenMP: a SCoP that the cost model keeps on the
# host has its OpenMP version in those outputs (under #ifdef _OPENMP), which then runs on the host's cores.

S2S       ?= s2s
S2SFLAGS  ?=
S2S_BUILD ?= s2s-build
CC        ?= cc
CFLAGS    ?= -O2
NVCC      ?= nvcc
NVFLAGS   ?= -O3 -arch=sm_90
S2S_STD    = $(filter -std=%,$(CFLAGS))

$(S2S_BUILD)/%.omp.c: %.c
	@mkdir -p $(@D)
	$(S2S) translate $(S2S_STD) $(CPPFLAGS) $(S2SFLAGS) --target openmp $< -o $@

$(S2S_BUILD)/%.ocl.c: %.c
	@mkdir -p $(@D)
	$(S2S) translate $(S2S_STD) $(CPPFLAGS) $(S2SFLAGS) --target opencl $< -o $@

# s2s writes X.cu, and X.c beside it when the input is C that is not valid C++; a host file left by an
# earlier translation must not be linked in, so it goes first (never the input itself).
$(S2S_BUILD)/%.cu: %.c
	@mkdir -p $(@D)
	$(if $(filter $(abspath $<),$(abspath $(S2S_BUILD)/$*.c)),,rm -f $(S2S_BUILD)/$*.c)
	$(S2S) translate $(S2S_STD) $(CPPFLAGS) $(S2SFLAGS) --target cuda $< -o $@

# the translation keeps the input's #include lines: "..." headers are found beside the input
$(S2S_BUILD)/%-omp: $(S2S_BUILD)/%.omp.c
	$(CC) -iquote $(dir $*) $(CPPFLAGS) $(CFLAGS) -fopenmp -o $@ $< $(LDFLAGS) $(LDLIBS) -lm

$(S2S_BUILD)/%-ocl: $(S2S_BUILD)/%.ocl.c
	$(CC) -iquote $(dir $*) $(CPPFLAGS) $(CFLAGS) -fopenmp -o $@ $< $(LDFLAGS) $(LDLIBS) -lOpenCL -lm

$(S2S_BUILD)/%-cuda: $(S2S_BUILD)/%.cu
	$(NVCC) -I$(dir $*) $(CPPFLAGS) $(NVFLAGS) $(addprefix -Xcompiler ,$(S2S_STD)) -Xcompiler -fopenmp -o $@ $(wildcard $(S2S_BUILD)/$*.c) $< $(LDFLAGS) $(LDLIBS) -lm

# the translations are sources worth keeping, not intermediate files to delete
.SECONDARY:
