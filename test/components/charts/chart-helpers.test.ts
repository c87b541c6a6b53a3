/** The charts' pure parts: numbers and months per language, rtl mirroring, series colours. */
import { describe, expect, it } from 'vitest'
import { seriesColors } from '@/components/charts/chart-colors'
import { chartFormatters, monthLabels } from '@/components/charts/chart-format'
import { cartesianMirror, roundMirror } from '@/components/charts/chart-mirror'
import { COLOR_PRESETS } from '@/lib/settings/settings'

/** Intl puts narrow no-break spaces and bidi marks in some languages' numbers. */
const plain = (text: string) =>
  text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u061c\u200e\u200f]/g, '')

describe('chartFormatters', () => {
  it.each([
    ['en-US', 'currency', '$12,480.00', '$12.5K'],
    ['fr-FR', 'currency', '12 480,00 $US', '12,5 k $US'],
    ['en-US', 'number', '12,480', '12.5K'],
    ['zh-CN', 'number', '12,480', '1.2万'],
    ['ar-SD-u-nu-latn', 'number', '12,480', '12.5 ألف'],
  ] as const)('%s %s: full in tooltips, short on axes', (locale, kind, full, tick) => {
    const format = chartFormatters(locale, kind)
    expect(plain(format.value(12480))).toBe(full)
    expect(plain(format.tick(12480))).toBe(tick)
  })

  it('writes shares as percentages', () => {
    expect(chartFormatters('en-US', 'percent').value(0.46)).toBe('46%')
    expect(plain(chartFormatters('fr-FR', 'percent').value(0.46))).toBe('46 %')
  })

  it('writes a share on an axis as in the tooltip: Arabic with the same % sign', () => {
    for (const locale of ['en-US', 'fr-FR', 'vi-VN', 'zh-CN', 'ar-SD-u-nu-latn']) {
      const format = chartFormatters(locale, 'percent')
      expect(format.tick(0.016)).toBe(format.value(0.016))
    }
    expect(plain(chartFormatters('ar-SD-u-nu-latn', 'percent').tick(0.016))).toBe('1.6%')
  })
})

describe('monthLabels', () => {
  it('names consecutive months in the language, across a year end', () => {
    expect(monthLabels('en-US', '2026-11', 3)).toEqual(['Nov', 'Dec', 'Jan'])
    expect(monthLabels('fr-FR', '2026-01', 2)).toEqual(['janv.', 'févr.'])
    expect(monthLabels('zh-CN', '2026-01', 1)).toEqual(['1月'])
  })
})

describe('cartesianMirror', () => {
  it('leaves a left-to-right chart as Mantine draws it', () => {
    const mirror = cartesianMirror('ltr')
    expect(mirror.xAxisProps.reversed).toBe(false)
    expect(mirror.yAxisProps.orientation).toBe('left')
    expect(mirror.yAxisProps.tick.transform).toBe('translate(-10, 0)')
    expect(mirror.legendProps.wrapperStyle.direction).toBe('ltr')
  })

  it('runs time from right to left, with the values on the right, in rtl', () => {
    const mirror = cartesianMirror('rtl')
    expect(mirror.xAxisProps.reversed).toBe(true)
    expect(mirror.yAxisProps.orientation).toBe('right')
    // The ticks move away from the plot on the other side.
    expect(mirror.yAxisProps.tick.transform).toBe('translate(10, 0)')
    expect(mirror.legendProps.wrapperStyle.direction).toBe('rtl')
    expect(mirror.tooltipProps.wrapperStyle.direction).toBe('rtl')
    expect(roundMirror('rtl').legendProps.wrapperStyle.direction).toBe('rtl')
  })
})

describe('seriesColors', () => {
  it('starts with the preset and never repeats a colour within seven series', () => {
    for (const preset of COLOR_PRESETS) {
      const colors = seriesColors(preset, 7)
      expect(colors[0]).toBe('primary.6')
      expect(new Set(colors).size).toBe(colors.length)
    }
  })

  it('leaves out the hue that looks like the preset', () => {
    expect(seriesColors('cyan', 7)).not.toContain('cyan.6')
    expect(seriesColors('default', 3)).toEqual(['primary.6', 'cyan.6', 'orange.6'])
    expect(seriesColors('orange', 3)).toEqual(['primary.6', 'cyan.6', 'grape.6'])
  })
})
