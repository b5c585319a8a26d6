import { area } from './area.ts';

// The back office's catalogue and content sections (issue 19): Hairstyles, Emotions,
// Clothing, Styles, Catalog, Reviews and Blog.
export const contentAdmin = area({
  en: {
    common: {
      add: 'Add',
      edit: 'Edit',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Saved.',
      added: 'Added.',
      name: 'Name',
      sort: 'Order',
      enabled: 'Shown to customers',
      on: 'On',
      off: 'Off',
      empty: 'Nothing here yet.',
      retry: 'Try again',
      editing: 'Editing {{name}}',
      newItem: 'New',
    },
    items: {
      hairstyles: {
        title: 'Hairstyles',
        intro: 'The hairstyles the studio offers. Switched off, one leaves every list at once.',
      },
      emotions: {
        title: 'Emotions',
        intro: 'The expressions the studio offers. Switched off, one leaves every list at once.',
      },
      clothing: {
        title: 'Clothing',
        intro: 'Outfits of the studio and the style step, each cut for men, women or everyone.',
      },
      gender: 'Cut for',
      genders: { all: 'Everyone', male: 'Men', female: 'Women' },
    },
    styles: {
      title: 'Styles',
      intro:
        'Backdrops people choose for their headshots. The preview is drawn from the colours; switched off, a style cannot be chosen or bought.',
      description: 'Description',
      kind: 'Backdrop',
      kinds: { solid: 'One colour', gradient: 'Gradient' },
      color: 'Colour',
      secondColor: 'Second colour',
      prompt: 'Prompt for a generative engine',
      preselected: 'Preselected for new models',
      preview: 'Preview of {{name}}',
    },
    catalog: {
      title: 'Catalog',
      intro:
        'Packages and their prices. What is saved here is what /pricing shows and what checkout charges. A currency left empty uses the USD price converted.',
      usd: 'Price in USD',
      priceIn: 'Price in {{currency}}',
      sold: 'On sale',
      headshots: '{{count}} headshots, {{styles}} styles',
      badPrice: 'Enter a price above 0 with at most {{decimals}} decimals.',
    },
  },
  es: {
    common: {
      add: 'Añadir',
      edit: 'Editar',
      save: 'Guardar',
      cancel: 'Cancelar',
      saved: 'Guardado.',
      added: 'Añadido.',
      name: 'Nombre',
      sort: 'Orden',
      enabled: 'Visible para clientes',
      on: 'Activo',
      off: 'Inactivo',
      empty: 'Todavía no hay nada.',
      retry: 'Reintentar',
      editing: 'Editando {{name}}',
      newItem: 'Nuevo',
    },
    items: {
      hairstyles: {
        title: 'Peinados',
        intro:
          'Los peinados que ofrece el estudio. Al desactivarlo, sale de todas las listas al instante.',
      },
      emotions: {
        title: 'Emociones',
        intro:
          'Las expresiones que ofrece el estudio. Al desactivarla, sale de todas las listas al instante.',
      },
      clothing: {
        title: 'Ropa',
        intro: 'Atuendos del estudio y del paso de estilos, para hombres, mujeres o todos.',
      },
      gender: 'Para',
      genders: { all: 'Todos', male: 'Hombres', female: 'Mujeres' },
    },
    styles: {
      title: 'Estilos',
      intro:
        'Fondos que la gente elige para sus retratos. La vista previa se dibuja con los colores; desactivado, un estilo no se puede elegir ni comprar.',
      description: 'Descripción',
      kind: 'Fondo',
      kinds: { solid: 'Un color', gradient: 'Degradado' },
      color: 'Color',
      secondColor: 'Segundo color',
      prompt: 'Instrucción para un motor generativo',
      preselected: 'Preseleccionado para modelos nuevos',
      preview: 'Vista previa de {{name}}',
    },
    catalog: {
      title: 'Catálogo',
      intro:
        'Paquetes y sus precios. Lo que se guarda aquí es lo que muestra /pricing y lo que cobra el pago. Una moneda vacía usa el precio en USD convertido.',
      usd: 'Precio en USD',
      priceIn: 'Precio en {{currency}}',
      sold: 'A la venta',
      headshots: '{{count}} retratos, {{styles}} estilos',
      badPrice: 'Introduce un precio mayor que 0 con {{decimals}} decimales como máximo.',
    },
  },
  de: {
    common: {
      add: 'Hinzufügen',
      edit: 'Bearbeiten',
      save: 'Speichern',
      cancel: 'Abbrechen',
      saved: 'Gespeichert.',
      added: 'Hinzugefügt.',
      name: 'Name',
      sort: 'Reihenfolge',
      enabled: 'Für Kunden sichtbar',
      on: 'An',
      off: 'Aus',
      empty: 'Noch nichts vorhanden.',
      retry: 'Erneut versuchen',
      editing: '{{name}} bearbeiten',
      newItem: 'Neu',
    },
    items: {
      hairstyles: {
        title: 'Frisuren',
        intro: 'Die Frisuren des Studios. Ausgeschaltet verschwindet eine sofort aus allen Listen.',
      },
      emotions: {
        title: 'Emotionen',
        intro:
          'Die Gesichtsausdrücke des Studios. Ausgeschaltet verschwindet einer sofort aus allen Listen.',
      },
      clothing: {
        title: 'Kleidung',
        intro:
          'Outfits des Studios und des Stilschritts, für Männer, Frauen oder alle geschnitten.',
      },
      gender: 'Geschnitten für',
      genders: { all: 'Alle', male: 'Männer', female: 'Frauen' },
    },
    styles: {
      title: 'Stile',
      intro:
        'Hintergründe, die Menschen für ihre Porträts wählen. Die Vorschau wird aus den Farben gezeichnet; ausgeschaltet kann ein Stil weder gewählt noch gekauft werden.',
      description: 'Beschreibung',
      kind: 'Hintergrund',
      kinds: { solid: 'Eine Farbe', gradient: 'Verlauf' },
      color: 'Farbe',
      secondColor: 'Zweite Farbe',
      prompt: 'Anweisung für eine generative Engine',
      preselected: 'Für neue Modelle vorausgewählt',
      preview: 'Vorschau von {{name}}',
    },
    catalog: {
      title: 'Katalog',
      intro:
        'Pakete und ihre Preise. Was hier gespeichert wird, zeigt /pricing und berechnet der Checkout. Eine leere Währung nutzt den umgerechneten USD-Preis.',
      usd: 'Preis in USD',
      priceIn: 'Preis in {{currency}}',
      sold: 'Im Verkauf',
      headshots: '{{count}} Porträts, {{styles}} Stile',
      badPrice: 'Gib einen Preis über 0 mit höchstens {{decimals}} Nachkommastellen ein.',
    },
  },
});
